import { MONTH_NAMES } from '../month-names'
import type { RuleName } from './field-rules'

// The messages of SPEC 5's named rules (field-rules.ts). SPEC 5 words url and confirm (and
// email, number, required: validate-form.ts); the rest it names without words, so they are ours.

/** SPEC 5's words. */
export const INVALID_URL = 'Please enter a valid URL.'
export const confirmMessage = (name: string) => `${name} does not match.`

/** Ours: SPEC 5 names these rules without words. */
export const ours = {
  accepted: (name: string) => `Please accept the ${name}.`,
  min: (name: string, min = '') => `${name} must be at least ${min}.`,
  max: (name: string, max = '') => `${name} must be at most ${max}.`,
  between: (name: string, low: string, high: string) =>
    `${name} must be between ${low} and ${high}.`,
  chooseAtLeast: (name: string, n: number) => `${name}: choose at least ${n}.`,
  chooseAtMost: (name: string, n: number) => `${name}: choose at most ${n}.`,
  chooseBetween: (name: string, low: number, high: number) =>
    `${name}: choose from ${low} to ${high}.`,
  atLeastCharacters: (name: string, n: number) => `${name} must be at least ${n} characters.`,
  atMostCharacters: (name: string, n: number) => `${name} must be at most ${n} characters.`,
  alpha: (name: string) => `${name} can only contain letters.`,
  alphaSpaces: (name: string) => `${name} can only contain letters and spaces.`,
  alphanumeric: (name: string) => `${name} can only contain letters and numbers.`,
  onlyCase: (name: string, kind: 'lowercase' | 'uppercase') =>
    `${name} can only contain ${kind} letters.`,
  startsWith: (name: string, starts: readonly string[]) =>
    `${name} must start with ${orList(starts)}.`,
  endsWith: (name: string, ends: readonly string[]) => `${name} must end with ${orList(ends)}.`,
  notAllowed: (name: string) => `${name} is not an allowed value.`,
  after: (name: string, day: string) => `${name} must be after ${toLongDate(day)}.`,
  before: (name: string, day: string) => `${name} must be before ${toLongDate(day)}.`,
  dateBetween: (name: string, from: string, to: string) =>
    `${name} must be between ${toLongDate(from)} and ${toLongDate(to)}.`,
  dateFormat: (name: string, format: string) => `${name} must be a date written as ${format}.`,
  contains: (name: string, rule: RuleName) => `${name} must contain ${CONTAINS_WORDS[rule] ?? ''}.`,
}

const CONTAINS_WORDS: Partial<Record<RuleName, string>> = {
  contains_alpha: 'a letter',
  contains_alpha_spaces: 'a letter or a space',
  contains_alphanumeric: 'a letter or a number',
  contains_lowercase: 'a lowercase letter',
  contains_numeric: 'a number',
  contains_symbol: 'a symbol',
  contains_uppercase: 'an uppercase letter',
}

const orList = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`

/** '2026-12-12' as 'December 12, 2026' (no Intl: the same words on every runtime). */
export function toLongDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return `${MONTH_NAMES[(month ?? 1) - 1]} ${date}, ${year}`
}
