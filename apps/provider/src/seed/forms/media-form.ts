import type { SeedClock } from '../../clock/seed-clock'
import { email, FORM_IDS, name, open, opts, type SeedForm } from './form-kit'

// The media credential request (form-definitions.ts): working media ask for a pass to a game;
// its outlet's website carries the url rule.
export function mediaForm(clock: SeedClock): SeedForm {
  return {
    id: FORM_IDS.media,
    title: 'Media Credential Request',
    description: '<p>Credentials are for working media only.</p>',
    access: 'public',
    emailField: 'email',
    isMultiRecipient: true,
    thankYouText: '<p>Request received. Credentials are confirmed by e-mail.</p>',
    ...open(clock),
    fields: [
      name('fullName', 'Full Name'),
      { key: 'outlet', type: 'text', title: 'Outlet', required: true, maxLength: 100 },
      {
        key: 'outletSite',
        type: 'text',
        title: 'Outlet Website',
        maxLength: 200,
        rules: ['url'],
      },
      email(),
      {
        key: 'role',
        type: 'radio',
        title: 'Role',
        required: true,
        options: opts('Writer', 'Photographer', 'Television', 'Radio', 'Digital', 'Other'),
      },
      {
        key: 'equipment',
        type: 'textarea',
        title: 'Camera Equipment',
        maxLength: 300,
        conditions: [{ fieldId: 'role', operator: 'Is', value: 'photographer' }],
      },
      { key: 'gameDate', type: 'date', title: 'Game Date', required: true },
      {
        key: 'parking',
        type: 'checkbox',
        title: 'Parking',
        options: opts('Media lot pass'),
      },
    ],
  }
}
