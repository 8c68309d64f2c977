import { expect, test } from 'vitest'
import { checkRules, parseRule, RULE_NAMES } from './field-rules'
import { buildFormModel, formField } from './form-fixtures'
import { matchesDateFormat, toPattern } from './rule-values'
import { checkField, checkForm } from './validate-form'

const TODAY = '2026-12-12'

/** One rule on a field named Team (id f), `value` checked with the form's `values`. */
const check = (rule: string, value: string | string[], values: Record<string, string> = {}) => {
  const parsed = parseRule(rule, TODAY)
  if (parsed === null) throw new Error(`${rule} did not parse`)
  return checkRules([parsed], value, {
    name: 'Team',
    fieldId: 'f',
    values: { f: value, ...values },
  })
}

// Every rule SPEC 5 names, passing and failing, with its message (SPEC 5's words where it
// gives them: url, confirm, email, number).
test.each<[string, string | string[], string | null, Record<string, string>?]>([
  ['url', 'https://owls.example/tickets', null],
  ['url', 'http://localhost:3000', null],
  ['url', 'owls.example', 'Please enter a valid URL.'],
  ['url', 'javascript:alert(1)', 'Please enter a valid URL.'],
  ['url', 'https://no dots', 'Please enter a valid URL.'],
  ['confirm:email', 'a@b.co', null, { email: 'a@b.co' }],
  ['confirm:email', 'a@b.co', 'Team does not match.', { email: 'a@b.cc' }],
  ['confirmed:email', 'x', 'Team does not match.', { email: 'y' }],
  ['confirm', 'same', null, { f_confirm: 'same' }],
  ['confirm', 'same', 'Team does not match.', {}],
  ['email', 'fan@owls.example', null],
  ['email', 'fan@', 'Please enter a valid email address.'],
  ['number', '12.5', null],
  ['number', '12a', 'Team must be a number.'],
  ['min:18', '18', null],
  ['min:18', '17', 'Team must be at least 18.'],
  ['min:18', 'eighteen', 'Team must be at least 18.'],
  ['max:8', '8', null],
  ['max:8', '9', 'Team must be at most 8.'],
  ['between:18,120', '18', null],
  ['between:18,120', '120', null],
  ['between:120,18', '50', null],
  ['between:18,120', '121', 'Team must be between 18 and 120.'],
  ['length:3', 'abc', null],
  ['length:3', 'ab', 'Team must be at least 3 characters.'],
  ['length:2,4', 'abcde', 'Team must be at most 4 characters.'],
  ['length:2,4', '🦉🦉', null],
  ['accepted', 'on', null],
  ['accepted', 'yes', null],
  ['accepted', '', 'Please accept the Team.'],
  ['accepted', 'no', 'Please accept the Team.'],
  ['alpha', 'Zoë', null],
  ['alpha', 'Zoe1', 'Team can only contain letters.'],
  ['alpha:latin', 'Zoë', 'Team can only contain letters.'],
  ['alpha_spaces', 'Ann Lee', null],
  ['alpha_spaces', 'Ann-Lee', 'Team can only contain letters and spaces.'],
  ['alphanumeric', 'Owls2026', null],
  ['alpha_num', 'Owls 2026', 'Team can only contain letters and numbers.'],
  ['date_after', '2026-12-13', null],
  ['date_after', '2026-12-12', 'Team must be after December 12, 2026.'],
  ['date_after:2027-01-01', '2026-12-31', 'Team must be after January 1, 2027.'],
  ['date_after', 'soon', 'Team must be after December 12, 2026.'],
  ['date_before:2026-12-01', '2026-11-30', null],
  ['date_before', '2026-12-12', 'Team must be before December 12, 2026.'],
  ['date_between:2026-01-01,2026-12-31', '2026-06-01', null],
  [
    'date_between:2026-01-01,2026-12-31',
    '2027-01-01',
    'Team must be between January 1, 2026 and December 31, 2026.',
  ],
  ['date_format:MM/DD/YYYY', '02/29/2028', null],
  ['date_format:MM/DD/YYYY', '02/30/2028', 'Team must be a date written as MM/DD/YYYY.'],
  ['date_format:D.M.YY', '9.3.26', null],
  ['starts_with:NSU,ALUM-', 'ALUM-1234', null],
  ['starts_with:NSU,ALUM-', 'X-1', 'Team must start with NSU or ALUM-.'],
  ['ends_with:.edu', 'owls.edu', null],
  ['ends_with:.edu,.org', 'owls.com', 'Team must end with .edu or .org.'],
  ['matches:/^\\d{3}-\\d{4}$/', '555-0199', null],
  ['matches:/^\\d{3}-\\d{4}$/', '5550199', 'Team is not an allowed value.'],
  ['matches:/^owls$/i', 'OWLS', null],
  ['is:red,blue', 'blue', null],
  ['is:red,blue', 'green', 'Team is not an allowed value.'],
  ['not:admin,root', 'owl', null],
  ['not:admin,root', 'root', 'Team is not an allowed value.'],
  ['lowercase', 'owls', null],
  ['lowercase', 'Owls', 'Team can only contain lowercase letters.'],
  ['uppercase', 'NSU', null],
  ['uppercase', 'NSu', 'Team can only contain uppercase letters.'],
  ['contains_alpha', '12a', null],
  ['contains_alpha', '123', 'Team must contain a letter.'],
  ['contains_numeric', 'abc', 'Team must contain a number.'],
  ['contains_uppercase', 'abc', 'Team must contain an uppercase letter.'],
  ['contains_lowercase', 'ABC', 'Team must contain a lowercase letter.'],
  ['contains_symbol', 'abc1', 'Team must contain a symbol.'],
  ['contains_symbol', 'abc!', null],
  ['contains_alphanumeric', '!!', 'Team must contain a letter or a number.'],
  ['contains_alpha_spaces', '12 3', null],
  ['required', 'x', null],
  // A checkbox group: min, max and between count the choices.
  ['min:2', ['a'], 'Team: choose at least 2.'],
  ['min:2', ['a', 'b'], null],
  ['max:2', ['a', 'b', 'c'], 'Team: choose at most 2.'],
  ['between:1,2', ['a', 'b', 'c'], 'Team: choose from 1 to 2.'],
  ['is:a,b', ['a', 'c'], 'Team is not an allowed value.'],
  ['not:c', ['a', 'c'], 'Team is not an allowed value.'],
  ['accepted', [], 'Please accept the Team.'],
])('%s on %j says %j', (rule, value, expected, values) => {
  expect(check(rule, value, values)).toBe(expected)
})

test.each(RULE_NAMES.filter((name) => name !== 'accepted'))(
  '%s leaves an empty value to required',
  (name) => {
    const parsed = parseRule(`${name}:1,2`, TODAY) ?? parseRule(`${name}:1`, TODAY)
    const rule =
      parsed ?? parseRule(name, TODAY) ?? parseRule(`${name}:2026-01-01,2026-02-01`, TODAY)
    expect(rule, name).not.toBeNull()
    expect(checkRules([rule!], '', { name: 'Team', fieldId: 'f', values: {} })).toBeNull()
  },
)

test.each([
  ['spell_check'],
  ['min'],
  ['min:ten'],
  ['between:1'],
  ['length:-1'],
  ['date_after:tomorrow'],
  ['date_between:2026-01-01'],
  ['matches:/(a+)+$/'],
  ['matches:/[/'],
])('%s is left out (unknown, or arguments it cannot use)', (rule) => {
  expect(parseRule(rule, TODAY)).toBeNull()
})

test('a rule without a date compares with the day the form is built, names any case', () => {
  expect(parseRule('DATE_AFTER', TODAY)).toEqual({ name: 'date_after', args: [TODAY] })
  expect(parseRule(' starts_with : A , B', TODAY)).toEqual({
    name: 'starts_with',
    args: ['A', 'B'],
  })
  expect(parseRule('matches:/^a,b$/', TODAY)).toEqual({ name: 'matches', args: ['/^a,b$/'] })
})

test('a pattern is a slashed regular expression or a text matched whole', () => {
  expect(toPattern('NSU')?.test('NSU')).toBe(true)
  expect(toPattern('N.U')?.test('NSU')).toBe(false)
  expect(toPattern(`/${'a'.repeat(201)}/`)).toBeNull()
  expect(matchesDateFormat('2026-12-12', 'YYYY-MM-DD')).toBe(true)
  expect(matchesDateFormat('12/12', 'MM/DD')).toBe(false)
})

// Built into a form: the field's own check first, then its rules; required and email fold
// into the field's flags; every visible field is checked on the server and in the browser alike.
test('a form checks its fields named rules after their own', () => {
  const model = buildFormModel([
    formField({ id: 'email', title: 'Email', rules: ['required', 'email'], rank: 1 }),
    formField({ id: 'email_confirm', title: 'Confirm Email', rules: ['confirm:email'], rank: 2 }),
    formField({ id: 'age', type: 'number', title: 'Age', rules: ['between:18,120'], rank: 3 }),
    formField({ id: 'site', title: 'Website', rules: ['url', 'spell_check'], rank: 4 }),
    formField({ id: 'terms', type: 'checkbox', title: 'Terms', rules: ['accepted'], rank: 5 }),
  ])
  expect(model.controls[0]).toMatchObject({ required: true, isEmail: true, rules: [] })
  expect(model.controls[3]).toMatchObject({ rules: [{ name: 'url', args: [] }] })
  const raw = { email: 'a@owls.example', email_confirm: 'b@owls.example', age: 'x', site: 'owls' }
  expect(checkForm(model, raw)).toMatchObject({
    ok: false,
    fieldErrors: {
      email_confirm: 'Confirm Email does not match.',
      age: 'Age must be a number.',
      site: 'Please enter a valid URL.',
      terms: 'Please accept the Terms.',
    },
  })
  expect(checkField(model, 'age', { age: '17' })).toBe('Age must be between 18 and 120.')
  expect(checkField(model, 'email', {})).toBe('Email is required.')
  const fixed = { ...raw, email_confirm: ' a@owls.example ', age: '30', site: '', terms: 'on' }
  expect(checkForm(model, fixed)).toEqual({
    ok: true,
    data: {
      email: 'a@owls.example',
      email_confirm: 'a@owls.example',
      age: 30,
      site: null,
      terms: true,
    },
  })
})
