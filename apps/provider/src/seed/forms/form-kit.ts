import type { FormFieldConditionRow, FormFieldOptionRow, forms } from '../../db/schema-forms'
import type { SeedClock } from '../../clock/seed-clock'

// What the demo forms are made of (form-definitions.ts): their ids, codes and limits, and the
// small builders of fields and dates they share. Dates follow the seed clock.

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
  recruiting: 113,
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

export const opts = (...labels: string[]): FormFieldOptionRow[] =>
  labels.map((label) => ({
    value: label.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    label,
    showOtherAnswer: label === 'Other',
  }))

// `days` whole days from the clock's day (negative: before), at midnight.
export function dayFrom(clock: SeedClock, days: number): string {
  const day = new Date(Date.parse(`${clock.now.slice(0, 10)}T00:00:00Z`) + days * 86_400_000)
  return `${day.toISOString().slice(0, 10)}T00:00:00`
}

export const name = (key: string, title: string, required = true): SeedFormField => ({
  key,
  type: 'text',
  title,
  required,
  maxLength: 50,
})
export const email = (key = 'email', title = 'Email'): SeedFormField => ({
  key,
  type: 'text',
  title,
  required: true,
  maxLength: 254,
  isEmailField: true,
})

// The windows are half a year or more from the clock, so a form reads the same (open, pending or
// closed) on any day near it: tests seed at a fixed clock while the site reads the real time.
export function open(clock: SeedClock) {
  return { startDate: dayFrom(clock, -365), expirationDate: null, closedMessage: '' }
}
