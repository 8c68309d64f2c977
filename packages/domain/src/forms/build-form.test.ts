import { expect, test } from 'vitest'
import { buildForm, getOtherFieldId, isIsoDate } from './build-form'
import type { FormPayment } from './form-definition'
import { buildFormModel, formDefinition, formField } from './form-fixtures'

const options = (count: number, other: number[] = []) =>
  Array.from({ length: count }, (_, i) => ({
    value: `v${i + 1}`,
    label: `Option ${i + 1}`,
    showOtherAnswer: other.includes(i + 1),
  }))

test.each([
  ['select', 'select'],
  ['text', 'text'],
  ['textarea', 'textarea'],
  ['radio', 'radio'],
  ['date', 'date'],
  ['number', 'number'],
  ['hidden', 'hidden'],
  ['-', 'separator'],
  [' Select ', 'select'],
  ['TEXTAREA', 'textarea'],
])('buildForm makes a field of type %j a %j control', (type, kind) => {
  expect(buildFormModel([formField({ type })]).controls[0]?.kind).toBe(kind)
})

test.each([
  [[], 'checkbox'],
  [options(2), 'checkbox-group'],
])('buildForm makes a checkbox with options %j a %j control', (opts, kind) => {
  expect(buildFormModel([formField({ type: 'checkbox', options: opts })]).controls[0]?.kind).toBe(
    kind,
  )
})

test.each(['signature', '', 'file', 'text '.repeat(2)])(
  'buildForm fails for the unknown type %j with the spec message',
  (type) => {
    const result = buildForm(
      formDefinition([formField(), formField({ id: 'f2', type, rank: 2 })]),
      {
        today: '2025-05-10',
      },
    )
    expect(result).toEqual({ ok: false, message: 'the field type was not found', type })
  },
)

test('buildForm orders controls by rank, keeping the given order for equal ranks', () => {
  const form = buildFormModel([
    formField({ id: 'c', rank: 3 }),
    formField({ id: 'a', rank: 1 }),
    formField({ id: 'b2', rank: 2 }),
    formField({ id: 'b1', rank: 2 }),
  ])
  expect(form.controls.map((c) => c.id)).toEqual(['a', 'b2', 'b1', 'c'])
})

test('buildForm starts a select with the empty Select... option', () => {
  const control = buildFormModel([formField({ type: 'select', options: options(2) })]).controls[0]
  expect(control?.kind === 'select' && control.options).toEqual([
    { value: '', label: 'Select...' },
    { value: 'v1', label: 'Option 1' },
    { value: 'v2', label: 'Option 2' },
  ])
})

test.each([
  [2, 'inline'],
  [4, 'inline'],
  [5, 'blocks'],
  [9, 'blocks'],
])('buildForm lays out a radio group of %i options as %j', (count, layout) => {
  const control = buildFormModel([formField({ type: 'radio', options: options(count) })])
    .controls[0]
  expect(control?.kind === 'radio' && control.layout).toBe(layout)
})

test.each([
  [{ type: 'text', defaultValue: ' Ann ' }, 'Ann'],
  [{ type: 'hidden', defaultValue: 'basketball' }, 'basketball'],
  [{ type: 'number', defaultValue: '3' }, '3'],
  [{ type: 'number', defaultValue: 'three' }, ''],
  [{ type: 'select', options: options(3), defaultValue: 'v2' }, 'v2'],
  [{ type: 'select', options: options(3), defaultValue: 'v9' }, ''],
  [{ type: 'radio', options: options(3), defaultValue: 'v3' }, 'v3'],
  [{ type: 'date', defaultValue: '2024-02-29' }, '2024-02-29'],
  [{ type: 'date', defaultValue: '2023-02-29' }, ''],
  [{ type: 'date', defaultValue: '2024-01-01', showCurrentDate: true }, '2025-05-10'],
  [{ type: 'date', showCurrentDate: true }, '2025-05-10'],
  [{ type: 'checkbox', options: options(3), defaultValue: 'v1' }, ['v1']],
  [{ type: 'checkbox', options: options(3), defaultValue: '' }, []],
])('buildForm gives %j the default value %j', (over, expected) => {
  const control = buildFormModel([formField(over)]).controls[0]
  expect(control && 'defaultValue' in control && control.defaultValue).toEqual(expected)
})

test.each([
  ['true', true],
  ['on', true],
  ['Yes', true],
  ['1', true],
  ['', false],
  ['false', false],
  ['no', false],
])('buildForm starts a single checkbox with default %j checked: %j', (defaultValue, checked) => {
  const control = buildFormModel([formField({ type: 'checkbox', defaultValue })]).controls[0]
  expect(control?.kind === 'checkbox' && control.defaultChecked).toBe(checked)
})

test('buildForm makes type - with html an html block, without a separator, neither named', () => {
  const form = buildFormModel([
    formField({ id: 'sep', type: '-', html: '  ' }),
    formField({ id: 'intro', type: '-', html: '<p>Read this</p>', rank: 2 }),
  ])
  expect(form.controls).toEqual([
    { kind: 'separator', id: 'sep', conditions: [] },
    { kind: 'html', id: 'intro', html: '<p>Read this</p>', conditions: [] },
  ])
  expect(form.names).toEqual([])
})

test('buildForm adds an Other {label} follow-up after the field for each flagged option', () => {
  const form = buildFormModel([
    formField({ id: 'role', title: 'Role', type: 'radio', options: options(4, [2, 4]) }),
    formField({ id: 'next', rank: 2 }),
  ])
  expect(form.controls.map((c) => [c.id, c.kind, 'label' in c ? c.label : ''])).toEqual([
    ['role', 'radio', 'Role'],
    ['role__other', 'other', 'Other Role: Option 2'],
    ['role__other2', 'other', 'Other Role: Option 4'],
    ['next', 'text', 'Name'],
  ])
  expect(form.controls[1]).toMatchObject({ parentId: 'role', optionValue: 'v2', required: true })
  expect(form.names).toEqual(['role', 'role__other', 'role__other2', 'next'])
})

test.each(['select', 'checkbox'])('buildForm adds Other follow-ups to a %s too', (type) => {
  const form = buildFormModel([formField({ id: 'x', type, options: options(2, [1]) })])
  expect(form.controls.map((c) => c.id)).toEqual(['x', 'x__other'])
})

test('buildForm skips an Other follow-up id that a field already has', () => {
  const form = buildFormModel([
    formField({ id: 'x', type: 'radio', options: options(3, [1, 3]) }),
    formField({ id: 'x__other', rank: 2 }),
  ])
  expect(form.controls.map((c) => c.id)).toEqual(['x', 'x__other2', 'x__other3', 'x__other'])
})

test('getOtherFieldId numbers follow-ups after the first', () => {
  expect([1, 2, 3].map((n) => getOtherFieldId('f', n))).toEqual([
    'f__other',
    'f__other2',
    'f__other3',
  ])
})

test('buildForm lists checkbox groups as multi-value names', () => {
  const form = buildFormModel([
    formField({ id: 'one', type: 'checkbox' }),
    formField({ id: 'many', type: 'checkbox', options: options(2), rank: 2 }),
  ])
  expect(form.multiValueNames).toEqual(['many'])
})

test.each([
  [0, null],
  [-1, null],
  [12, 12],
  [2.5, 2.5],
])('buildForm gives a number field with maxQuantity %j the maximum %j', (maxQuantity, max) => {
  const control = buildFormModel([formField({ type: 'number', maxQuantity })]).controls[0]
  expect(control?.kind === 'number' && control.max).toBe(max)
})

const payment = (over: Partial<FormPayment> = {}): FormPayment => ({
  enabled: true,
  formType: 'registration',
  amount: 25,
  maxQuantity: 4,
  quantityFieldId: 'qty',
  couponAmount: 5,
  couponsAvailable: true,
  ...over,
})

test.each([
  [null, null],
  [payment(), { fieldId: 'qty', max: 4 }],
  [payment({ maxQuantity: 0 }), { fieldId: 'qty', max: 1 }],
  [payment({ quantityFieldId: null }), null],
  [payment({ enabled: false }), null],
])('buildForm reads the payment quantity field of %j as %j', (pay, quantity) => {
  expect(buildFormModel([formField({ id: 'qty', type: 'number' })], pay).quantity).toEqual(quantity)
})

test.each([
  ['2025-05-10', true],
  ['2024-02-29', true],
  ['2000-02-29', true],
  ['1900-02-29', false],
  ['2023-02-29', false],
  ['2025-04-31', false],
  ['2025-13-01', false],
  ['2025-00-10', false],
  ['2025-05-00', false],
  ['2025-5-10', false],
  ['10/05/2025', false],
  ['2025-05-10T00:00', false],
  ['', false],
])('isIsoDate(%j) is %j', (value, expected) => {
  expect(isIsoDate(value)).toBe(expected)
})
