import { expect, test } from 'vitest'
import type { FormControl, FormModel } from './build-form'
import type { FormFieldCondition } from './form-definition'
import { getVisibleFieldIds, type RawValues } from './visible-fields'

const is = (fieldId: string, value: string): FormFieldCondition => ({
  fieldId,
  operator: 'Is',
  value,
})
const isNot = (fieldId: string, value: string): FormFieldCondition => ({
  fieldId,
  operator: 'Is Not',
  value,
})

const text = (id: string, conditions: FormFieldCondition[] = []): FormControl => ({
  kind: 'text',
  id,
  label: id,
  required: true,
  conditions,
  rules: [],
  maxLength: 0,
  isEmail: false,
  defaultValue: '',
})

const choice = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

const form = (...controls: FormControl[]): FormModel => ({
  id: 1,
  controls,
  names: controls.map((c) => c.id),
  multiValueNames: [],
  quantity: null,
  messageMode: null,
})

const visible = (model: FormModel, raw: RawValues) => [...getVisibleFieldIds(model, raw)]

const student = form(
  {
    kind: 'radio',
    id: 'a',
    label: 'A',
    required: true,
    conditions: [],
    rules: [],
    layout: 'inline',
    options: choice,
    defaultValue: '',
  },
  text('ifYes', [is('a', 'yes')]),
  text('ifNotYes', [isNot('a', 'yes')]),
)

test.each<[RawValues, string[]]>([
  [{ a: 'yes' }, ['a', 'ifYes']],
  [{ a: ' yes ' }, ['a', 'ifYes']],
  [{ a: 'no' }, ['a', 'ifNotYes']],
  [{ a: '' }, ['a', 'ifNotYes']],
  [{}, ['a', 'ifNotYes']],
  [{ a: 'Yes' }, ['a', 'ifNotYes']],
])("'Is' and 'Is Not' on another field's value: %j shows %j", (raw, expected) => {
  expect(visible(student, raw)).toEqual(expected)
})

test('every condition of a field must hold', () => {
  const model = form(text('a'), text('b'), text('both', [is('a', '1'), isNot('b', '2')]))
  expect(visible(model, { a: '1', b: '3' })).toContain('both')
  expect(visible(model, { a: '1', b: '2' })).not.toContain('both')
  expect(visible(model, { a: '0', b: '3' })).not.toContain('both')
})

test('a condition on a hidden field hides its field whatever the operator (chained)', () => {
  const model = form(
    text('a'),
    text('b', [is('a', 'yes')]),
    text('c', [isNot('b', 'x')]),
    text('d', [is('c', '')]),
  )
  expect(visible(model, { a: 'yes', b: 'y' })).toEqual(['a', 'b', 'c', 'd'])
  expect(visible(model, { a: 'no', b: 'y' })).toEqual(['a'])
})

test('conditions may point at fields of a later rank', () => {
  const model = form(text('early', [is('late', 'go')]), text('late'))
  expect(visible(model, { late: 'go' })).toEqual(['early', 'late'])
})

test('a condition on an unknown field, or a cycle of conditions, hides the fields', () => {
  const model = form(
    text('x', [is('nope', '')]),
    text('p', [is('q', '')]),
    text('q', [is('p', '')]),
    text('r'),
  )
  expect(visible(model, {})).toEqual(['r'])
})

test("a single checkbox compares as 'true' or 'false'", () => {
  const model = form(
    {
      kind: 'checkbox',
      id: 'agree',
      label: 'Agree',
      required: false,
      conditions: [],
      rules: [],
      defaultChecked: false,
    },
    text('why', [is('agree', 'true')]),
    text('whyNot', [is('agree', 'false')]),
  )
  expect(visible(model, { agree: 'on' })).toEqual(['agree', 'why'])
  expect(visible(model, { agree: '' })).toEqual(['agree', 'whyNot'])
  expect(visible(model, {})).toEqual(['agree', 'whyNot'])
})

test("a checkbox group's 'Is' means the value is among the chosen", () => {
  const model = form(
    {
      kind: 'checkbox-group',
      id: 'days',
      label: 'Days',
      required: false,
      conditions: [],
      rules: [],
      options: choice,
      defaultValue: [],
    },
    text('withYes', [is('days', 'yes')]),
    text('withoutNo', [isNot('days', 'no')]),
  )
  expect(visible(model, { days: ['no', 'yes'] })).toEqual(['days', 'withYes'])
  expect(visible(model, { days: 'yes' })).toEqual(['days', 'withYes', 'withoutNo'])
  expect(visible(model, {})).toEqual(['days', 'withoutNo'])
})

const withOther = form(
  {
    kind: 'select',
    id: 'a',
    label: 'A',
    required: false,
    conditions: [is('gate', 'open')],
    rules: [],
    options: choice,
    defaultValue: '',
  },
  {
    kind: 'other',
    id: 'a__other',
    label: 'Other No',
    required: true,
    conditions: [],
    rules: [],
    parentId: 'a',
    optionValue: 'no',
    maxLength: 0,
  },
  text('gate'),
)

test.each<[RawValues, string[]]>([
  [{ gate: 'open', a: 'no' }, ['a', 'a__other', 'gate']],
  [{ gate: 'open', a: 'yes' }, ['a', 'gate']],
  [{ gate: 'shut', a: 'no' }, ['gate']],
])(
  'an Other follow-up shows only while its option is chosen and its field shows: %j',
  (raw, expected) => {
    expect(visible(withOther, raw)).toEqual(expected)
  },
)

test('a checkbox group Other follow-up shows when its option is among the chosen', () => {
  const model = form(
    {
      kind: 'checkbox-group',
      id: 'g',
      label: 'G',
      required: false,
      conditions: [],
      rules: [],
      options: choice,
      defaultValue: [],
    },
    {
      kind: 'other',
      id: 'g__other',
      label: 'Other No',
      required: true,
      conditions: [],
      rules: [],
      parentId: 'g',
      optionValue: 'no',
      maxLength: 0,
    },
  )
  expect(visible(model, { g: ['yes', 'no'] })).toEqual(['g', 'g__other'])
  expect(visible(model, { g: ['yes'] })).toEqual(['g'])
})
