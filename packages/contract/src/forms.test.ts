import { expect, test } from 'vitest'
import {
  FormResourceSchema,
  FormSubmissionAcceptedSchema,
  FormSubmissionRequestSchema,
  SubscribeInfoSchema,
} from './forms'

const form = {
  id: 111,
  title: 'Autograph Session Waiver',
  paymentEnabled: false,
  submissionCount: 0,
  isFull: false,
  fields: [
    { id: 'name', type: 'text', title: 'Name', required: true, rank: 10 },
    { id: 'sig', type: 'signature', title: 'Signature', required: true, rank: 20 },
  ],
}

test('a field type the contract does not list still parses (the site fails the form)', () => {
  const parsed = FormResourceSchema.parse(form)
  expect(parsed.fields.map((field) => field.type)).toEqual(['text', 'signature'])
})

test('a condition operator other than Is / Is Not is refused', () => {
  const withCondition = (operator: string) => ({
    ...form,
    fields: [{ ...form.fields[0], conditions: [{ fieldId: 'x', operator, value: 'y' }] }],
  })
  expect(FormResourceSchema.safeParse(withCondition('Is Not')).success).toBe(true)
  expect(FormResourceSchema.safeParse(withCondition('Contains')).success).toBe(false)
})

test('a submission body is strict: extra keys and non-string values are refused', () => {
  expect(FormSubmissionRequestSchema.safeParse({ values: { a: 'b', c: ['d'] } }).success).toBe(true)
  expect(FormSubmissionRequestSchema.safeParse({ values: {}, admin: true }).success).toBe(false)
  expect(FormSubmissionRequestSchema.safeParse({ values: { seats: 2 } }).success).toBe(false)
  expect(FormSubmissionRequestSchema.safeParse({ values: {}, quantity: 1.5 }).success).toBe(false)
})

test('an accepted answer needs a UTC instant; the payment may be null', () => {
  const accepted = { submissionId: 1, formId: 2, receivedAt: '2026-12-12T17:00:00.000Z' }
  expect(FormSubmissionAcceptedSchema.parse({ ...accepted, payment: null }).payment).toBeNull()
  expect(
    FormSubmissionAcceptedSchema.safeParse({ ...accepted, receivedAt: '2026-12-12T17:00:00' })
      .success,
  ).toBe(false)
})

test('subscribe info as evidenced: title and description may be anything null-ish', () => {
  const info = SubscribeInfoSchema.parse({
    title: null,
    description: null,
    hideCompanyField: false,
    emailWhitelistNote: '',
    categories: [{ id: 1, title: 'News' }],
  })
  expect(info.formId).toBeUndefined()
})
