import type { FormFieldConditionRow, FormFieldOptionRow, forms } from '../../db/schema-forms'
import type { SeedClock } from '../../clock/seed-clock'
import type { TenantDefinition } from '../tenant-definition'

// The demo forms (issue 20): six working forms (newsletter, camp registration with payment,
// ticket request, booster club membership behind an access code, feedback survey, media
// credentials) and five that show a state: pending, closed, full, hidden (unpublished) and one
// with a field type the site does not know. Together they use every field type, both condition
// operators, 'other' answers, a radio group of 5+ options, a date defaulting to today, a hidden
// field, a separator and raw HTML, and every validation rule. The season ticket waitlist shows
// SPEC 5's named rules (between, min, max, url, confirm, accepted, alpha_spaces, starts_with,
// length, alphanumeric, date_after) with its messages shown live as the visitor types (SPEC 4).
// Dates follow the seed clock.

export const FORM_IDS = {
  newsletter: 101,
  camp: 102,
  tickets: 103,
  boosters: 104,
  feedback: 105,
  media: 106,
  pending: 107,
  closed: 108,
  full: 109,
  hidden: 110,
  unknownType: 111,
  waitlist: 112,
} as const

// Published on purpose, like the sport files' codes (packages/contract/README.md).
export const FORM_ACCESS_CODES: Record<string, string> = {
  demo: 'owls-boosters-2026',
  lakeside: 'herons-boosters-2026',
}

export const CAMP_COUPON_CODE = 'CAMP25'
export const FULL_FORM_MAXIMUM = 3

export type SeedFormField = {
  key: string
  type: string
  title: string
  required?: boolean
  maxLength?: number
  maxQuantity?: number
  isEmailField?: boolean
  options?: FormFieldOptionRow[]
  conditions?: FormFieldConditionRow[]
  defaultValue?: string
  showCurrentDate?: boolean
  html?: string
  /** SPEC 5's named rules, "min:18" (packages/contract forms.ts). */
  rules?: string[]
}

export type SeedForm = Omit<
  typeof forms.$inferInsert,
  'tenantId' | 'accessCodeHash' | 'couponCodes'
> & { accessCode?: string; couponCodes?: string[]; fields: SeedFormField[] }

const opts = (...labels: string[]): FormFieldOptionRow[] =>
  labels.map((label) => ({
    value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label,
    showOtherAnswer: label === 'Other',
  }))

// `days` whole days from the clock's day (negative: before), at midnight.
function dayFrom(clock: SeedClock, days: number): string {
  const day = new Date(Date.parse(`${clock.now.slice(0, 10)}T00:00:00Z`) + days * 86_400_000)
  return `${day.toISOString().slice(0, 10)}T00:00:00`
}

const name = (key: string, title: string, required = true): SeedFormField => ({
  key,
  type: 'text',
  title,
  required,
  maxLength: 50,
})
const email = (key = 'email', title = 'Email'): SeedFormField => ({
  key,
  type: 'text',
  title,
  required: true,
  maxLength: 254,
  isEmailField: true,
})

// The windows are half a year or more from the clock, so a form reads the same (open, pending or
// closed) on any day near it: tests seed at a fixed clock while the site reads the real time.
function open(clock: SeedClock) {
  return { startDate: dayFrom(clock, -365), expirationDate: null, closedMessage: '' }
}

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
    {
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
    },
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
    waitlistForm(clock),
  ]
}

// Every field of the waitlist carries a named rule; its messages show as the visitor types.
function waitlistForm(clock: SeedClock): SeedForm {
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
