import type { SeedClock } from '../../clock/seed-clock'
import { sportIdOf, type TenantDefinition } from '../tenant-definition'
import {
  CAMP_COUPON_CODE,
  email,
  FORM_ACCESS_CODES,
  FORM_IDS,
  name,
  open,
  opts,
  type SeedForm,
} from './form-kit'
import { mediaForm } from './media-form'
import { recruitingForm } from './recruiting-form'
import { stateForms } from './state-forms'
import { waitlistForm } from './waitlist-form'

// The demo forms (issue 20): six working forms (newsletter, camp registration with payment,
// ticket request, booster club membership behind an access code, feedback survey, media
// credentials) and five that show a state: pending, closed, full, hidden (unpublished) and one
// with a field type the site does not know. Together they use every field type, both condition
// operators, 'other' answers, a radio group of 5+ options, a date defaulting to today, a hidden
// field, a separator and raw HTML, and every validation rule. The season ticket waitlist shows
// SPEC 5's named rules (between, min, max, url, confirm, accepted, alpha_spaces, starts_with,
// length, alphanumeric, date_after) with its messages shown live as the visitor types (SPEC 4).
// Dates follow the seed clock.

export function buildSeedForms(definition: TenantDefinition, clock: SeedClock): SeedForm[] {
  const site = definition.siteName
  const team = definition.mascotPlural
  return [
    {
      id: FORM_IDS.newsletter,
      title: `${site} Newsletter`,
      description: `<p>News, ticket offers and game-day reminders from ${site}.</p>`,
      access: 'public',
      emailField: 'email',
      isMultiRecipient: true,
      thankYouText: '<p>Thank you for subscribing. Check your inbox to confirm.</p>',
      ...open(clock),
      fields: [
        email(),
        name('firstName', 'First Name'),
        name('lastName', 'Last Name', false),
        {
          key: 'lists',
          type: 'checkbox',
          title: 'Newsletters',
          required: true,
          options: opts('Department News', 'Football', 'Basketball', 'Ticket Offers'),
        },
        {
          key: 'frequency',
          type: 'radio',
          title: 'How Often',
          required: true,
          options: opts('Weekly', 'Game Days Only'),
          defaultValue: 'weekly',
        },
      ],
    },
    {
      id: FORM_IDS.camp,
      title: `${team} Youth Basketball Camp`,
      description: '<p>Four days of skills, games and fun for ages 7 to 14.</p>',
      access: 'public',
      paymentEnabled: true,
      paymentFormType: 'registration',
      paymentAmountCents: 14950,
      paymentMaxQuantity: 4,
      paymentQuantityField: 'campers',
      couponAmountCents: 2500,
      couponCodes: [CAMP_COUPON_CODE],
      emailField: 'parentEmail',
      isSportSpecific: true,
      // The basketball programs' camp (their menus link it too: seed/navigation.ts).
      sportIds: (['mbasket', 'wbasket'] as const)
        .filter((key) => definition.sports.includes(key))
        .map((key) => sportIdOf(definition, key)),
      thankYouText: '<p>Your camp registration is in. A receipt is on its way.</p>',
      ...open(clock),
      maxSubmissions: 200,
      fields: [
        name('camperName', 'Camper Name'),
        { key: 'birthDate', type: 'date', title: 'Date of Birth', required: true },
        email('parentEmail', 'Parent Email'),
        {
          key: 'campers',
          type: 'number',
          title: 'Number of Campers',
          required: true,
          maxQuantity: 4,
          defaultValue: '1',
        },
        {
          key: 'shirtSize',
          type: 'select',
          title: 'Shirt Size',
          required: true,
          options: opts('Youth S', 'Youth M', 'Youth L', 'Adult S', 'Adult M'),
        },
        {
          key: 'session',
          type: 'radio',
          title: 'Session',
          required: true,
          options: opts('June 8-11', 'June 15-18', 'June 22-25', 'July 6-9', 'July 13-16', 'Other'),
        },
        {
          key: 'allergies',
          type: 'radio',
          title: 'Allergies',
          required: true,
          options: opts('Yes', 'No'),
        },
        {
          key: 'allergyDetails',
          type: 'textarea',
          title: 'Allergy Details',
          required: true,
          maxLength: 500,
          conditions: [{ fieldId: 'allergies', operator: 'Is', value: 'yes' }],
        },
        { key: 'source', type: 'hidden', title: 'Source', defaultValue: 'website' },
      ],
    },
    {
      id: FORM_IDS.tickets,
      title: 'Group Ticket Request',
      description: '<p>Groups of 10 or more save on every home game.</p>',
      access: 'public',
      emailField: 'email',
      thankYouText: '<p>Thanks! Our ticket office will call you within two business days.</p>',
      ...open(clock),
      fields: [
        name('contactName', 'Contact Name'),
        email(),
        { key: 'phone', type: 'text', title: 'Phone', required: true, maxLength: 20 },
        {
          key: 'game',
          type: 'select',
          title: 'Game',
          required: true,
          options: opts('Football Home Opener', 'Basketball Rivalry Night', 'Hockey Senior Day'),
        },
        {
          key: 'seats',
          type: 'number',
          title: 'Seats',
          required: true,
          maxQuantity: 100,
        },
        { key: 'seatingHeader', type: '-', title: '', html: '<h3>Seating</h3>' },
        {
          key: 'seating',
          type: 'radio',
          title: 'Seating',
          required: true,
          options: opts('Reserved', 'General Admission', 'Accessible'),
        },
        {
          key: 'accessNeeds',
          type: 'textarea',
          title: 'Accessibility Needs',
          maxLength: 500,
          conditions: [{ fieldId: 'seating', operator: 'Is', value: 'accessible' }],
        },
        {
          key: 'requestDate',
          type: 'date',
          title: 'Request Date',
          required: true,
          showCurrentDate: true,
        },
      ],
    },
    {
      id: FORM_IDS.boosters,
      title: `${team} Booster Club Membership`,
      description: '<p>Members only: renew or join the booster club.</p>',
      access: 'protected',
      accessCode: FORM_ACCESS_CODES[definition.slug] ?? `${definition.slug}-boosters`,
      paymentEnabled: true,
      paymentFormType: 'membership',
      paymentAmountCents: 10000,
      paymentMaxQuantity: 1,
      couponAmountCents: 0,
      emailField: 'email',
      thankYouText: '<p>Welcome to the booster club!</p>',
      ...open(clock),
      fields: [
        name('memberName', 'Member Name'),
        email(),
        {
          key: 'membership',
          type: 'select',
          title: 'Membership',
          required: true,
          options: opts('Individual', 'Family', 'Corporate'),
        },
        {
          key: 'partnerName',
          type: 'text',
          title: 'Partner or Company Name',
          maxLength: 80,
          conditions: [{ fieldId: 'membership', operator: 'Is Not', value: 'individual' }],
        },
      ],
    },
    {
      id: FORM_IDS.feedback,
      title: 'Game Day Feedback',
      description: '<p>Tell us how your visit went.</p>',
      access: 'public',
      thankYouText: '<p>Thank you for your feedback.</p>',
      customCss: '.c-form { max-width: 48rem; }',
      ...open(clock),
      fields: [
        {
          key: 'intro',
          type: '-',
          title: '',
          html: '<p><strong>Five questions</strong>, two minutes.</p>',
        },
        {
          key: 'rating',
          type: 'radio',
          title: 'Overall Rating',
          required: true,
          options: opts('1', '2', '3', '4', '5'),
        },
        {
          key: 'visitDate',
          type: 'date',
          title: 'Visit Date',
          required: true,
          showCurrentDate: true,
        },
        {
          key: 'heardFrom',
          type: 'select',
          title: 'How Did You Hear About Us',
          options: opts('Social Media', 'Radio', 'Friend', 'Other'),
        },
        {
          key: 'amenities',
          type: 'checkbox',
          title: 'Amenities Used',
          options: opts('Concessions', 'Team Store', 'Kids Zone', 'Other'),
        },
        { key: 'divider', type: '-', title: '' },
        { key: 'comments', type: 'textarea', title: 'Comments', maxLength: 1000 },
        {
          key: 'contactMe',
          type: 'checkbox',
          title: 'Contact Me',
          options: opts('Yes, contact me about my feedback'),
        },
        {
          key: 'email',
          type: 'text',
          title: 'Email',
          required: true,
          maxLength: 254,
          isEmailField: true,
          conditions: [
            { fieldId: 'contactMe', operator: 'Is', value: 'yes-contact-me-about-my-feedback' },
          ],
        },
      ],
    },
    mediaForm(clock),
    ...stateForms(clock),
    waitlistForm(clock),
    recruitingForm(definition, clock),
  ]
}
