import { FORM_VALUE_MAX_LENGTH, type FormSubmissionRequest } from '@fieldhouse/contract/forms'
import type { FormFieldConditionRow } from '../../db/schema-forms'
import type { FormFieldRow, FormRow } from './form-queries'

// Server-side validation of a submission (SPEC 5), the provider's own check whatever the site
// did: a field hidden by its conditions is neither checked nor kept; a visible one is required
// when flagged, 1..maxLength characters, a number at most maxQuantity, an e-mail address, a
// date, or one of its options. Messages are SPEC 5's defaults word for word, and for the rules
// SPEC 5 leaves unworded the words of packages/domain/src/forms/validate-form.ts (which the
// provider may not import), so the site and the provider say the same; an option that does not
// exist is SPEC 5's generic 'This field is not valid.'. Keys the form does not have are a
// malformed request, not a visitor's mistake.

type Value = string | string[]

export const MESSAGES = {
  required: (name: string) => `${name} is required.`,
  email: 'Please enter a valid email address.',
  number: (name: string) => `${name} must be a number.`,
  invalid: 'This field is not valid.',
  tooLong: (name: string, max: number) => `${name} must be at most ${max} characters.`,
  tooLarge: (name: string, max: number) => `${name} must be at most ${max}.`,
  quantity: (name: string, max: number) => `${name} must be a whole number from 1 to ${max}.`,
  date: (name: string) => `${name} must be a date written as YYYY-MM-DD.`,
} as const

const OTHER_MAX_LENGTH = 500
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/
const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

export type AcceptedPayment = {
  quantity: number
  amountCents: number
  discountCents: number
  totalCents: number
  couponCode: string | null
}

export type ValidSubmission = {
  values: Record<string, Value>
  other: Record<string, string>
  email: string | null
  payment: AcceptedPayment | null
}

export type SubmissionCheck =
  | { kind: 'valid'; submission: ValidSubmission }
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'malformed'; message: string }

const asList = (value: Value | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

function holds(condition: FormFieldConditionRow, values: Record<string, Value>): boolean {
  const matches = asList(values[condition.fieldId]).includes(condition.value)
  return condition.operator === 'Is' ? matches : !matches
}

function isValidDate(text: string): boolean {
  const parsed = new Date(`${text}T00:00:00Z`)
  return DATE.test(text) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text)
}

// The error of one visible field's value, or null.
function checkField(form: FormRow, field: FormFieldRow, value: Value): string | null {
  const optionValues = field.options.map((option) => option.value)
  if (field.type === 'checkbox') {
    const list = asList(value)
    return list.every((item) => optionValues.includes(item)) && new Set(list).size === list.length
      ? null
      : MESSAGES.invalid
  }
  if (Array.isArray(value)) return MESSAGES.invalid
  if (field.type === 'select' || field.type === 'radio') {
    return optionValues.includes(value) ? null : MESSAGES.invalid
  }
  // Characters are code points, as the site counts them.
  const limit = (field.maxLength ?? 0) > 0 ? (field.maxLength ?? 0) : FORM_VALUE_MAX_LENGTH
  if (Array.from(value.trim()).length > limit) return MESSAGES.tooLong(field.title, limit)
  if (field.type === 'number') {
    if (!NUMBER.test(value.trim())) return MESSAGES.number(field.title)
    const max = field.maxQuantity ?? 0
    return max > 0 && Number(value) > max ? MESSAGES.tooLarge(field.title, max) : null
  }
  if (field.type === 'date') return isValidDate(value.trim()) ? null : MESSAGES.date(field.title)
  if (field.isEmailField || form.emailField === field.key) {
    return EMAIL.test(value.trim()) ? null : MESSAGES.email
  }
  return null
}

const isEmpty = (value: Value | undefined) =>
  value === undefined || (Array.isArray(value) ? value.length === 0 : value.trim() === '')

// The quantity field's own message replaces its field's (a whole number from 1 to the
// maximum), as on the site.
function checkPayment(
  form: FormRow,
  fields: readonly FormFieldRow[],
  request: FormSubmissionRequest,
  visible: Record<string, Value>,
  fieldErrors: Record<string, string>,
): AcceptedPayment | null {
  if (!form.paymentEnabled) return null
  const quantityField = fields.find((field) => field.key === form.paymentQuantityField)
  const given = quantityField ? visible[quantityField.key] : request.quantity
  const text = given === undefined ? '1' : String(given).trim()
  const quantity = /^\d+$/.test(text) ? Number(text) : Number.NaN
  const max = Math.max(1, form.paymentMaxQuantity ?? 1)
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > max) {
    const key = quantityField?.key ?? 'quantity'
    if (!quantityField || given !== undefined) {
      fieldErrors[key] = MESSAGES.quantity(quantityField?.title ?? 'Quantity', max)
    }
  }
  const coupon = request.coupon?.trim().toUpperCase() ?? ''
  const couponValid = coupon !== '' && form.couponCodes.includes(coupon)
  if (coupon !== '' && !couponValid) fieldErrors.coupon = MESSAGES.invalid
  const amountCents = form.paymentAmountCents ?? 0
  const discountCents = couponValid ? (form.couponAmountCents ?? 0) : 0
  return {
    quantity,
    amountCents,
    discountCents,
    totalCents: Math.max(0, amountCents * quantity - discountCents),
    couponCode: couponValid ? coupon : null,
  }
}

export function checkSubmission(
  form: FormRow,
  fields: readonly FormFieldRow[],
  request: FormSubmissionRequest,
): SubmissionCheck {
  const byKey = new Map(fields.map((field) => [field.key, field]))
  for (const key of Object.keys(request.values)) {
    if (byKey.get(key)?.type === '-' || !byKey.has(key)) {
      return { kind: 'malformed', message: `Unknown field: ${key.slice(0, 60)}` }
    }
  }
  const other = request.other ?? {}
  for (const key of Object.keys(other)) {
    if (!byKey.get(key)?.options.some((option) => option.showOtherAnswer)) {
      return { kind: 'malformed', message: `No 'other' answer for field: ${key.slice(0, 60)}` }
    }
  }
  if (!form.paymentEnabled && (request.quantity !== undefined || request.coupon !== undefined)) {
    return { kind: 'malformed', message: 'This form takes no payment' }
  }

  const given: Record<string, Value> = { ...request.values }
  for (const field of fields) {
    if (field.type === 'hidden' && given[field.key] === undefined && field.defaultValue) {
      given[field.key] = field.defaultValue
    }
  }
  const fieldErrors: Record<string, string> = {}
  const values: Record<string, Value> = {}
  const kept: Record<string, string> = {}
  const visible: Record<string, Value> = {}
  let email: string | null = null
  for (const field of fields) {
    if (field.type === '-' || !field.conditions.every((c) => holds(c, given))) continue
    const value = given[field.key]
    if (value !== undefined && !isEmpty(value)) visible[field.key] = value
    if (value === undefined || isEmpty(value)) {
      if (field.required) fieldErrors[field.key] = MESSAGES.required(field.title)
      continue
    }
    const error = checkField(form, field, value)
    if (error) {
      fieldErrors[field.key] = error
      continue
    }
    values[field.key] = Array.isArray(value) ? value : value.trim()
    if (field.isEmailField || form.emailField === field.key) email ??= String(values[field.key])
    const otherText = other[field.key]?.trim()
    const chosen = field.options.filter((o) => asList(value).includes(o.value))
    if (otherText && chosen.some((option) => option.showOtherAnswer)) {
      if (otherText.length > OTHER_MAX_LENGTH) fieldErrors[`other.${field.key}`] = MESSAGES.invalid
      else kept[field.key] = otherText
    }
  }
  const payment = checkPayment(form, fields, request, visible, fieldErrors)
  if (Object.keys(fieldErrors).length > 0) return { kind: 'invalid', fieldErrors }
  return { kind: 'valid', submission: { values, other: kept, email, payment } }
}
