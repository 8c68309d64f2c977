import type { SeedClock } from '../../clock/seed-clock'
import { email, FORM_IDS, name, open, opts, type SeedForm } from './form-kit'

// Every field of the waitlist carries a named rule; its messages show as the visitor types.
export function waitlistForm(clock: SeedClock): SeedForm {
  return {
    id: FORM_IDS.waitlist,
    title: 'Season Ticket Waitlist',
    description: '<p>Join the waitlist for football season tickets.</p>',
    access: 'public',
    emailField: 'email',
    messageMode: 'live',
    thankYouText: '<p>You are on the waitlist. We will e-mail you when seats open up.</p>',
    ...open(clock),
    fields: [
      { ...name('fullName', 'Full Name'), rules: ['alpha_spaces'] },
      email(),
      {
        key: 'email_confirm',
        type: 'text',
        title: 'Confirm Email',
        required: true,
        maxLength: 254,
        rules: ['confirm:email'],
      },
      { key: 'age', type: 'number', title: 'Age', required: true, rules: ['between:18,120'] },
      { key: 'seats', type: 'number', title: 'Seats', required: true, rules: ['min:1', 'max:8'] },
      { key: 'website', type: 'text', title: 'Website', maxLength: 200, rules: ['url'] },
      {
        key: 'memberNumber',
        type: 'text',
        title: 'Alumni Member Number',
        maxLength: 20,
        rules: ['starts_with:ALUM-', 'length:9,13'],
      },
      {
        key: 'referral',
        type: 'text',
        title: 'Referral Code',
        maxLength: 12,
        rules: ['alphanumeric'],
      },
      { key: 'startDate', type: 'date', title: 'Earliest Start Date', rules: ['date_after'] },
      {
        key: 'sections',
        type: 'checkbox',
        title: 'Preferred Sections',
        options: opts('Sideline', 'End Zone', 'Upper Deck'),
        rules: ['max:2'],
      },
      {
        key: 'termsText',
        type: '-',
        title: '',
        html: '<p>Seats are offered in waitlist order; a deposit holds them for 10 days.</p>',
      },
      {
        key: 'terms',
        type: 'checkbox',
        title: 'Waitlist Terms',
        options: opts('I accept the waitlist terms'),
        rules: ['accepted'],
      },
    ],
  }
}
