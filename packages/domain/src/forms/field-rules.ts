// SPEC 5's named validation rules for a provider-defined field: each rule the provider names on
// a field ("min:18", "date_after", "starts_with:NSU,ATH") is parsed once when the form is built
// (parseRule: plain data the page sends to the browser as it is) and checked by checkRule, on the
// server and in the browser's lazily loaded check module alike. The words SPEC 5 gives (url,
// confirm, email, number, required) are kept word for word; the rules it names without words
// say ours, marked below. A rule runs on a filled-in value only (emptiness is `required`'s
// question), except `accepted`, which an empty box fails.

import { confirmMessage, INVALID_URL, ours } from './field-rule-messages'
import { isIsoDate, isWebAddress, matchesDateFormat, toPattern } from './rule-values'

export const RULE_NAMES = [
  'accepted',
  'alpha',
  'alpha_spaces',
  'alphanumeric',
  'between',
  'confirm',
  'contains_alpha',
  'contains_alpha_spaces',
  'contains_alphanumeric',
  'contains_lowercase',
  'contains_numeric',
  'contains_symbol',
  'contains_uppercase',
  'date_after',
  'date_before',
  'date_between',
  'date_format',
  'email',
  'ends_with',
  'is',
  'length',
  'lowercase',
  'matches',
  'max',
  'min',
  'not',
  'number',
  'required',
  'starts_with',
  'uppercase',
  'url',
] as const

export type RuleName = (typeof RULE_NAMES)[number]

/** A parsed rule: its name and its arguments (dates resolved to 'YYYY-MM-DD'). */
export type FieldRule = { name: RuleName; args: string[] }

// Provider names that mean a rule of ours ('confirmed' is the Laravel spelling of 'confirm').
const ALIASES: Record<string, RuleName> = { confirmed: 'confirm', alpha_num: 'alphanumeric' }

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/
const isNumeric = (value: string) => NUMBER.test(value)

/** How many arguments each rule takes: [fewest, most]; a rule outside its range is dropped. */
const ARITY: Partial<Record<RuleName, [number, number]>> = {
  between: [2, 2],
  min: [1, 1],
  max: [1, 1],
  length: [1, 2],
  date_between: [2, 2],
  date_format: [1, 1],
  starts_with: [1, Infinity],
  ends_with: [1, Infinity],
  is: [1, Infinity],
  not: [1, Infinity],
  matches: [1, Infinity],
  confirm: [0, 1],
  date_after: [0, 1],
  date_before: [0, 1],
  alpha: [0, 1],
}

/**
 * One rule as the provider writes it ("name" or "name:arg1,arg2"), or null for a rule this site
 * does not know or cannot use (wrong arguments, a pattern that could run away): the field keeps
 * its other rules. `today` ('YYYY-MM-DD') stands in for a date rule without a date, so the
 * server and the browser compare with the same day.
 */
export function parseRule(text: string, today: string): FieldRule | null {
  const colon = text.indexOf(':')
  const rawName = (colon < 0 ? text : text.slice(0, colon)).trim().toLowerCase()
  const name = ALIASES[rawName] ?? RULE_NAMES.find((known) => known === rawName)
  if (name === undefined) return null
  // A pattern may hold commas of its own: matches takes its argument whole.
  const rest = colon < 0 ? '' : text.slice(colon + 1)
  const args =
    rest === '' ? [] : name === 'matches' ? [rest] : rest.split(',').map((arg) => arg.trim())
  const [fewest, most] = ARITY[name] ?? [0, 0]
  if (args.length < fewest || args.length > most) return null
  if (['min', 'max', 'between'].includes(name) && !args.every(isNumeric)) return null
  if (name === 'length' && !args.every((arg) => /^\d+$/.test(arg))) return null
  if (name === 'matches' && toPattern(args[0] ?? '') === null) return null
  if (name === 'date_after' || name === 'date_before') {
    const day = args[0] ?? today
    return isIsoDate(day) ? { name, args: [day] } : null
  }
  if (name === 'date_between' && !args.every(isIsoDate)) return null
  return { name, args }
}

/** What checkRule reads besides the value: the field's name in messages, the form's values. */
export type RuleContext = {
  name: string
  fieldId: string
  /** Every value of the form, trimmed ('' when empty): confirm compares with another field. */
  values: Readonly<Record<string, string | readonly string[]>>
}

/** The first rule `value` breaks, as its message, or null. A list is a checkbox group's choice. */
export function checkRules(
  rules: readonly FieldRule[],
  value: string | readonly string[],
  context: RuleContext,
): string | null {
  for (const rule of rules) {
    const message = checkRule(rule, value, context)
    if (message !== null) return message
  }
  return null
}

function checkRule(
  rule: FieldRule,
  value: string | readonly string[],
  { name, fieldId, values }: RuleContext,
): string | null {
  const { args } = rule
  if (typeof value !== 'string') return checkList(rule, value, name)
  if (rule.name === 'accepted')
    return ACCEPTED.has(value.toLowerCase()) ? null : ours.accepted(name)
  if (value === '' || rule.name === 'required') return null
  const number = Number(value)
  const fails = (ok: boolean, message: string) => (ok ? null : message)
  switch (rule.name) {
    case 'url':
      return fails(isWebAddress(value), INVALID_URL)
    case 'confirm': {
      const other = values[args[0] ?? toConfirmTarget(fieldId)]
      return fails(typeof other === 'string' && other === value, confirmMessage(name))
    }
    case 'email':
      return fails(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Please enter a valid email address.')
    case 'number':
      return fails(isNumeric(value), `${name} must be a number.`)
    case 'min':
      return fails(isNumeric(value) && number >= Number(args[0]), ours.min(name, args[0]))
    case 'max':
      return fails(isNumeric(value) && number <= Number(args[0]), ours.max(name, args[0]))
    case 'between': {
      const [low, high] = [Number(args[0]), Number(args[1])].sort((a, b) => a - b)
      const ok = isNumeric(value) && number >= (low ?? 0) && number <= (high ?? 0)
      return fails(ok, ours.between(name, String(low), String(high)))
    }
    case 'length':
      return checkLength(
        value,
        Number(args[0]),
        args[1] === undefined ? null : Number(args[1]),
        name,
      )
    case 'alpha':
      return fails((args[0] === 'latin' ? /^[a-z]+$/i : /^\p{L}+$/u).test(value), ours.alpha(name))
    case 'alpha_spaces':
      return fails(/^[\p{L} ]+$/u.test(value), ours.alphaSpaces(name))
    case 'alphanumeric':
      return fails(/^[\p{L}\p{N}]+$/u.test(value), ours.alphanumeric(name))
    case 'lowercase':
      return fails(/^\p{Ll}+$/u.test(value), ours.onlyCase(name, 'lowercase'))
    case 'uppercase':
      return fails(/^\p{Lu}+$/u.test(value), ours.onlyCase(name, 'uppercase'))
    case 'starts_with':
      return fails(
        args.some((start) => value.startsWith(start)),
        ours.startsWith(name, args),
      )
    case 'ends_with':
      return fails(
        args.some((end) => value.endsWith(end)),
        ours.endsWith(name, args),
      )
    case 'is':
      return fails(args.includes(value), ours.notAllowed(name))
    case 'not':
      return fails(!args.includes(value), ours.notAllowed(name))
    case 'matches':
      return fails(toPattern(args[0] ?? '')?.test(value) ?? false, ours.notAllowed(name))
    case 'date_after':
      return fails(toDay(value) !== null && toDay(value)! > args[0]!, ours.after(name, args[0]!))
    case 'date_before':
      return fails(toDay(value) !== null && toDay(value)! < args[0]!, ours.before(name, args[0]!))
    case 'date_between': {
      const [from, to] = [args[0]!, args[1]!].sort()
      const day = toDay(value)
      return fails(day !== null && day >= from! && day <= to!, ours.dateBetween(name, from!, to!))
    }
    case 'date_format':
      return fails(matchesDateFormat(value, args[0]!), ours.dateFormat(name, args[0]!))
    default:
      return fails(CONTAINS[rule.name]?.test(value) ?? true, ours.contains(name, rule.name))
  }
}

/** A checkbox group: min, max and between count the choices; is and not judge each one. */
function checkList(rule: FieldRule, chosen: readonly string[], name: string): string | null {
  const count = chosen.length
  const [low, high] = rule.args.map(Number)
  switch (rule.name) {
    case 'min':
      return count === 0 || count >= (low ?? 0) ? null : ours.chooseAtLeast(name, low ?? 0)
    case 'max':
      return count <= (low ?? 0) ? null : ours.chooseAtMost(name, low ?? 0)
    case 'between':
      return count === 0 || (count >= (low ?? 0) && count <= (high ?? 0))
        ? null
        : ours.chooseBetween(name, low ?? 0, high ?? 0)
    case 'accepted':
      return count > 0 ? null : ours.accepted(name)
    case 'is':
      return chosen.every((v) => rule.args.includes(v)) ? null : ours.notAllowed(name)
    case 'not':
      return chosen.some((v) => rule.args.includes(v)) ? ours.notAllowed(name) : null
    default:
      return null
  }
}

function checkLength(value: string, low: number, high: number | null, name: string) {
  const count = Array.from(value).length
  const [min, max] = high === null ? [low, null] : [Math.min(low, high), Math.max(low, high)]
  if (count < min) return ours.atLeastCharacters(name, min)
  if (max !== null && count > max) return ours.atMostCharacters(name, max)
  return null
}

const ACCEPTED = new Set(['yes', 'on', '1', 'true'])

const CONTAINS: Partial<Record<RuleName, RegExp>> = {
  contains_alpha: /\p{L}/u,
  contains_alpha_spaces: /[\p{L} ]/u,
  contains_alphanumeric: /[\p{L}\p{N}]/u,
  contains_lowercase: /\p{Ll}/u,
  contains_numeric: /\p{N}/u,
  contains_symbol: /[^\p{L}\p{N}\s]/u,
  contains_uppercase: /\p{Lu}/u,
}

/** 'email' confirms 'email_confirm', and 'email_confirm' confirms 'email'. */
function toConfirmTarget(fieldId: string): string {
  return fieldId.endsWith('_confirm') ? fieldId.slice(0, -'_confirm'.length) : `${fieldId}_confirm`
}

/** A date field's value ('YYYY-MM-DD'), or a text written so, as that day; else null. */
function toDay(value: string): string | null {
  return isIsoDate(value) ? value : null
}
