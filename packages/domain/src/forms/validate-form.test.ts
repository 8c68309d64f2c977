import { expect, test } from 'vitest'
import type { FormFieldDefinition, FormPayment } from './form-definition'
import { buildFormModel, formField } from './form-fixtures'
import { checkCustomCss, checkField, checkForm, isEmailAddress, toFormCheck } from './validate-form'
import type { RawValues } from './visible-fields'

const options = [
  { value: 'red', label: 'Red', showOtherAnswer: false },
  { value: 'blue', label: 'Blue', showOtherAnswer: false },
  { value: 'x', label: 'Something else', showOtherAnswer: true },
]

/** The one field's message, or its value, when f alone is checked with this raw value. */
const outcome = (over: Partial<FormFieldDefinition>, value: string | string[] | undefined) => {
  const result = checkForm(
    buildFormModel([formField(over)]),
    value === undefined ? {} : { f: value },
  )
  return result.ok ? { value: result.data.f } : { error: result.fieldErrors.f }
}

const payment: FormPayment = {
  enabled: true,
  formType: 'tickets',
  amount: 10,
  maxQuantity: 4,
  quantityFieldId: 'f',
  couponAmount: 0,
  couponsAvailable: false,
}

test.each<[Partial<FormFieldDefinition>, string | string[] | undefined]>([
  [{ type: 'text' }, ''],
  [{ type: 'text' }, '   '],
  [{ type: 'text' }, undefined],
  [{ type: 'textarea' }, '\n\t'],
  [{ type: 'hidden' }, ''],
  [{ type: 'number' }, ''],
  [{ type: 'date' }, ''],
  [{ type: 'select', options }, ''],
  [{ type: 'radio', options }, ''],
  [{ type: 'checkbox' }, ''],
  [{ type: 'checkbox' }, undefined],
  [{ type: 'checkbox', options }, []],
  [{ type: 'checkbox', options }, ['', ' ']],
  [{ type: 'text', isEmailField: true }, ''],
])("a required %j left %j says '{Name} is required.'", (over, value) => {
  expect(outcome({ ...over, title: 'Team', required: true }, value)).toEqual({
    error: 'Team is required.',
  })
})

test.each<[Partial<FormFieldDefinition>, string | string[] | undefined, unknown]>([
  [{ type: 'text' }, '  Ann Lee  ', 'Ann Lee'],
  [{ type: 'text' }, '', null],
  [{ type: 'textarea' }, ' line 1\nline 2 ', 'line 1\nline 2'],
  [{ type: 'hidden' }, 'football', 'football'],
  [{ type: 'number' }, ' 12 ', 12],
  [{ type: 'number' }, '-3', -3],
  [{ type: 'number' }, '1.5', 1.5],
  [{ type: 'number' }, '.5', 0.5],
  [{ type: 'number' }, '', null],
  [{ type: 'date' }, '2025-06-01', '2025-06-01'],
  [{ type: 'select', options }, 'blue', 'blue'],
  [{ type: 'select', options }, '', null],
  [{ type: 'radio', options }, ' red ', 'red'],
  [{ type: 'checkbox' }, 'on', true],
  [{ type: 'checkbox' }, undefined, false],
  [{ type: 'checkbox', options }, ['blue', 'red', 'blue'], ['blue', 'red']],
  [{ type: 'checkbox', options }, 'red', ['red']],
  [{ type: 'checkbox', options }, undefined, []],
  [{ type: 'text', isEmailField: true }, ' ann@example.edu ', 'ann@example.edu'],
])('a good %j with %j submits %j', (over, value, expected) => {
  expect(outcome(over, value)).toEqual({ value: expected })
})

test.each<[Partial<FormFieldDefinition>, string | string[], string]>([
  [{ maxLength: 5 }, 'abcdef', 'Name must be at most 5 characters.'],
  [{ type: 'textarea', maxLength: 3 }, 'abcd', 'Name must be at most 3 characters.'],
  [{ type: 'hidden', maxLength: 2 }, 'abc', 'Name must be at most 2 characters.'],
  [{ type: 'number' }, 'abc', 'Name must be a number.'],
  [{ type: 'number' }, '12abc', 'Name must be a number.'],
  [{ type: 'number' }, '1e3', 'Name must be a number.'],
  [{ type: 'number' }, '1,000', 'Name must be a number.'],
  [{ type: 'number', maxQuantity: 10 }, '11', 'Name must be at most 10.'],
  [{ type: 'number', maxQuantity: 10 }, '10.5', 'Name must be at most 10.'],
  [{ type: 'date' }, '2025-02-30', 'Name must be a date written as YYYY-MM-DD.'],
  [{ type: 'date' }, '05/10/2025', 'Name must be a date written as YYYY-MM-DD.'],
  [{ type: 'select', options }, 'green', 'This field is not valid.'],
  [{ type: 'radio', options }, 'RED', 'This field is not valid.'],
  [{ type: 'checkbox', options }, ['red', 'green'], 'This field is not valid.'],
  [{ isEmailField: true }, 'ann@', 'Please enter a valid email address.'],
  [{ isEmailField: true, maxLength: 5 }, 'ann@example.edu', 'Name must be at most 5 characters.'],
])('%j with %j says %j', (over, value, message) => {
  expect(outcome(over, value)).toEqual({ error: message })
})

test.each<[Partial<FormFieldDefinition>, string, unknown]>([
  [{ maxLength: 5 }, 'abcde', 'abcde'],
  [{ maxLength: 5 }, '  abcde  ', 'abcde'],
  [{ maxLength: 3 }, 'éüñ', 'éüñ'],
  [{ maxLength: 2 }, '🏀⚽', '🏀⚽'],
  [{ maxLength: 0 }, 'x'.repeat(5000), 'x'.repeat(5000)],
  [{ type: 'number', maxQuantity: 10 }, '10', 10],
  [{ type: 'number', maxQuantity: 0 }, '99999', 99999],
])('the limits let %j take %j', (over, value, expected) => {
  expect(outcome(over, value)).toEqual({ value: expected })
})

test.each<[string, unknown]>([
  ['1', { value: 1 }],
  ['4', { value: 4 }],
  ['0', { error: 'Tickets must be a whole number from 1 to 4.' }],
  ['5', { error: 'Tickets must be a whole number from 1 to 4.' }],
  ['2.5', { error: 'Tickets must be a whole number from 1 to 4.' }],
  ['-1', { error: 'Tickets must be a whole number from 1 to 4.' }],
  ['two', { error: 'Tickets must be a whole number from 1 to 4.' }],
])('the payment quantity field with %j gives %j', (value, expected) => {
  const form = buildFormModel(
    [formField({ type: 'number', title: 'Tickets', required: true })],
    payment,
  )
  const result = checkForm(form, { f: value })
  expect(result.ok ? { value: result.data.f } : { error: result.fieldErrors.f }).toEqual(expected)
})

test.each([
  ['ann@example.edu', true],
  ['ann.lee+camp@mail.example.co.uk', true],
  ["o'neil@example.com", true],
  ['ann@münchen.de', true],
  ['ann@sub-domain.example.org', true],
  ['', false],
  ['ann', false],
  ['ann@', false],
  ['@example.edu', false],
  ['ann@example', false],
  ['ann@@example.edu', false],
  ['ann lee@example.edu', false],
  ['ann@exa mple.edu', false],
  ['ann@example..edu', false],
  ['ann@.example.edu', false],
  ['ann@example.edu.', false],
  ['ann@-example.edu', false],
  ['.ann@example.edu', false],
  ['ann.@example.edu', false],
  ['an..n@example.edu', false],
  ['ann@127.0.0.1', false],
  ['<script>@example.edu', false],
  [`${'a'.repeat(65)}@example.edu`, false],
  [`ann@${'a'.repeat(250)}.edu`, false],
])('isEmailAddress(%j) is %j', (value, expected) => {
  expect(isEmailAddress(value)).toBe(expected)
})

const survey = buildFormModel([
  formField({ id: 'color', title: 'Color', type: 'radio', required: true, options }),
  formField({
    id: 'size',
    title: 'Size',
    required: true,
    rank: 2,
    conditions: [{ fieldId: 'color', operator: 'Is', value: 'red' }],
  }),
  formField({ id: 'note', title: 'Note', rank: 3, maxLength: 3 }),
])

test.each<[RawValues, unknown]>([
  [
    {},
    {
      ok: false,
      fieldErrors: { color: 'Color is required.' },
      message: 'Sorry, not all fields are filled out correctly.',
    },
  ],
  [
    { color: 'red', note: 'long' },
    {
      ok: false,
      fieldErrors: { size: 'Size is required.', note: 'Note must be at most 3 characters.' },
      message: 'Sorry, not all fields are filled out correctly.',
    },
  ],
  [
    { color: 'red', size: 'M' },
    { ok: true, data: { color: 'red', size: 'M', note: null } },
  ],
  [
    { color: 'blue', size: 'ignored', note: 'ok' },
    { ok: true, data: { color: 'blue', note: 'ok' } },
  ],
  [
    { color: 'x' },
    {
      ok: false,
      fieldErrors: { color__other: 'Other Color is required.' },
      message: 'Sorry, not all fields are filled out correctly.',
    },
  ],
  [
    { color: 'x', color__other: ' teal ' },
    { ok: true, data: { color: 'x', color__other: 'teal', note: null } },
  ],
  [
    { color: 'red', size: 'S', color__other: 'dropped', extra: 'dropped' },
    { ok: true, data: { color: 'red', size: 'S', note: null } },
  ],
])('checkForm(%j) is %j: hidden fields are neither checked nor submitted', (raw, expected) => {
  expect(checkForm(survey, raw)).toEqual(expected)
})

test.each<[string, RawValues, string | null]>([
  ['color', {}, 'Color is required.'],
  ['color', { color: 'green' }, 'This field is not valid.'],
  ['color', { color: 'red' }, null],
  ['size', { color: 'red' }, 'Size is required.'],
  ['size', { color: 'blue' }, null],
  ['note', { note: 'long' }, 'Note must be at most 3 characters.'],
  ['color__other', { color: 'x' }, 'Other Color is required.'],
  ['color__other', { color: 'red' }, null],
  ['unknown', {}, null],
])('checkField(%j, %j) gives the on-blur message %j', (id, raw, expected) => {
  expect(checkField(survey, id, raw)).toBe(expected)
})

test('toFormCheck gives the web its names and the same check', () => {
  const form = toFormCheck(survey)
  expect(form.names).toEqual(['color', 'color__other', 'size', 'note'])
  expect(form.check({ color: 'red', size: 'L', note: '' })).toEqual(
    checkForm(survey, { color: 'red', size: 'L' }),
  )
})

test.each([
  ['body { color: red }', null],
  ['.a::after { content: "script" }', null],
  ['', null],
  ['<script>alert(1)</script>', 'That is not css'],
  ['a{} <SCRIPT src=x>', 'That is not css'],
  ['a{} < script >', 'That is not css'],
  ['a{} </script>', 'That is not css'],
  ['a{} <\n\tScRiPt>', 'That is not css'],
  ['a{} < / script>', 'That is not css'],
])('checkCustomCss(%j) is %j', (css, expected) => {
  expect(checkCustomCss(css)).toBe(expected)
})
