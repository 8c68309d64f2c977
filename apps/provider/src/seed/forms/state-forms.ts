import type { SeedClock } from '../../clock/seed-clock'
import { dayFrom, email, FORM_IDS, FULL_FORM_MAXIMUM, name, open, type SeedForm } from './form-kit'

// The five demo forms that show a state rather than take answers (form-definitions.ts): one not
// open yet, one closed, one full, one hidden (unpublished), and one with a field type the site
// does not know.
export function stateForms(clock: SeedClock): SeedForm[] {
  return [
    {
      id: FORM_IDS.pending,
      title: 'Spring Fan Fest Volunteers',
      description: '<p>Help run the spring fan fest.</p>',
      access: 'public',
      thankYouText: '<p>Thanks for volunteering!</p>',
      startDate: dayFrom(clock, 180),
      expirationDate: dayFrom(clock, 365),
      closedMessage: 'Volunteer sign-up has ended.',
      fields: [name('volunteerName', 'Name'), email()],
    },
    {
      id: FORM_IDS.closed,
      title: 'Holiday Tournament Ticket Lottery',
      description: '<p>Enter the lottery for holiday tournament tickets.</p>',
      access: 'public',
      thankYouText: '<p>You are entered.</p>',
      startDate: dayFrom(clock, -365),
      expirationDate: dayFrom(clock, -180),
      closedMessage: 'The ticket lottery has closed. Winners have been notified by e-mail.',
      fields: [name('entrantName', 'Name'), email()],
    },
    {
      id: FORM_IDS.full,
      title: 'Senior Day Banner Sign-Up',
      description: '<p>Three banner spots are available.</p>',
      access: 'public',
      thankYouText: '<p>Your banner spot is reserved.</p>',
      ...open(clock),
      maxSubmissions: FULL_FORM_MAXIMUM,
      closedMessage: 'All banner spots are taken.',
      fields: [name('familyName', 'Family Name'), email()],
    },
    {
      id: FORM_IDS.hidden,
      title: 'Staff Travel Request (draft)',
      description: '<p>Not yet published.</p>',
      access: 'hidden',
      thankYouText: '<p>Request sent.</p>',
      ...open(clock),
      fields: [
        name('travelerName', 'Traveler'),
        { key: 'departure', type: 'date', title: 'Departure', required: true },
      ],
    },
    {
      id: FORM_IDS.unknownType,
      title: 'Autograph Session Waiver',
      description: '<p>Sign before meeting the team.</p>',
      access: 'public',
      thankYouText: '<p>Thank you.</p>',
      ...open(clock),
      fields: [
        name('guardianName', 'Guardian Name'),
        { key: 'signature', type: 'signature', title: 'Signature', required: true },
      ],
    },
  ]
}
