import { isIsoDate, type FormControl, type FormModel } from './build-form'
import { checkRules } from './field-rules'
import { FORM_INCOMPLETE } from './form-incomplete'
import { getVisibleFieldIds, type RawValues } from './visible-fields'

// SPEC 5's rules for forms built from definitions, one check for the server and the browser.
// The messages SPEC words are kept word for word; the ones it leaves unworded are ours and
// marked so below.

/** SPEC 5: generic failure (a choice that is not one of the options). */
export const NOT_VALID = 'This field is not valid.'
/** SPEC 5: email. */
export const INVALID_EMAIL = 'Please enter a valid email address.'
/** SPEC 5: custom styles containing a script tag. */
export const NOT_CSS = 'That is not css'

export const requiredMessage = (name: string) => `${name} is required.`
export const numberMessage = (name: string) => `${name} must be a number.`
/** Ours: SPEC 5 names a length rule without words. */
export const tooLongMessage = (name: string, max: number) =>
  `${name} must be at most ${max} characters.`
/** Ours: SPEC 5 names a max rule without words. */
export const tooLargeMessage = (name: string, max: number) => `${name} must be at most ${max}.`
/** Ours: the payment quantity (payment.ts). */
export const quantityMessage = (name: string, max: number) =>
  `${name} must be a whole number from 1 to ${max}.`
/** Ours: SPEC 5 names date rules without words. */
export const dateMessage = (name: string) => `${name} must be a date written as YYYY-MM-DD.`

/** A submitted value: text, a number, a checkbox's yes/no, a group's choices, or null if empty. */
export type FormValue = string | number | boolean | string[] | null

export type FormCheckResult =
  | { ok: true; data: Record<string, FormValue> }
  | { ok: false; fieldErrors: Record<string, string>; message: typeof FORM_INCOMPLETE }

/**
 * The whole form: every visible field checked, values trimmed. Fields hidden by their conditions
 * are neither checked nor in `data`; names the form does not know are dropped.
 */
export function checkForm(form: FormModel, raw: RawValues): FormCheckResult {
  const visible = getVisibleFieldIds(form, raw)
  const data: Record<string, FormValue> = {}
  const fieldErrors: Record<string, string> = {}
  for (const control of form.controls) {
    if (!visible.has(control.id)) continue
    const result = checkControl(form, control, raw)
    if (result === undefined) continue
    if ('error' in result) fieldErrors[control.id] = result.error
    else data[control.id] = result.value
  }
  return Object.keys(fieldErrors).length > 0
    ? { ok: false, fieldErrors, message: FORM_INCOMPLETE }
    : { ok: true, data }
}

/**
 * One field's message for on-blur feedback in the browser, or null when it is fine (or hidden,
 * or unknown): the same rule checkForm applies to it.
 */
export function checkField(form: FormModel, id: string, raw: RawValues): string | null {
  const control = form.controls.find((c) => c.id === id)
  if (control === undefined || !getVisibleFieldIds(form, raw).has(id)) return null
  const result = checkControl(form, control, raw)
  return result !== undefined && 'error' in result ? result.error : null
}

/** The form's check for the web's FormCheck (utils/form-check.ts): its names and its check. */
export function toFormCheck(form: FormModel) {
  return { names: form.names, check: (raw: RawValues) => checkForm(form, raw) }
}

/** SPEC 5: custom styles are refused when they hold a script tag, in any case or spacing. */
export function checkCustomCss(css: string): typeof NOT_CSS | null {
  return /<\s*\/?\s*script/i.test(css) ? NOT_CSS : null
}

type Checked = { value: FormValue } | { error: string } | undefined

/** The field's own check (its kind, required, length, e-mail), then its named rules. */
function checkControl(form: FormModel, control: FormControl, raw: RawValues): Checked {
  if (control.kind === 'separator' || control.kind === 'html') return undefined
  const own = checkOwn(form, control, raw[control.id])
  if (own === undefined || 'error' in own || control.rules.length === 0) return own
  const value = own.value
  const message = checkRules(
    control.rules,
    Array.isArray(value)
      ? value
      : value === true
        ? 'on'
        : value === false
          ? ''
          : String(value ?? ''),
    { name: control.label, fieldId: control.id, values: trimmed(raw) },
  )
  return message === null ? own : { error: message }
}

const trimmed = (raw: RawValues) =>
  Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.trim() : (value ?? []).map((v) => v.trim()),
    ]),
  )

function checkOwn(
  form: FormModel,
  control: Exclude<FormControl, { kind: 'separator' | 'html' }>,
  raw: string | readonly string[] | undefined,
): Checked {
  const all = (typeof raw === 'string' ? [raw] : (raw ?? [])).map((v) => v.trim())
  const value = all[0] ?? ''
  const name = control.label
  if (control.kind === 'checkbox') {
    const checked = value !== ''
    return control.required && !checked ? { error: requiredMessage(name) } : { value: checked }
  }
  if (control.kind === 'checkbox-group') {
    const chosen = [...new Set(all.filter((v) => v !== ''))]
    if (control.required && chosen.length === 0) return { error: requiredMessage(name) }
    const known = chosen.every((v) => control.options.some((o) => o.value === v))
    return known ? { value: chosen } : { error: NOT_VALID }
  }
  if (value === '') return control.required ? { error: requiredMessage(name) } : { value: null }
  switch (control.kind) {
    case 'select':
    case 'radio':
      return control.options.some((o) => o.value === value && o.value !== '')
        ? { value }
        : { error: NOT_VALID }
    case 'number': {
      if (form.quantity?.fieldId === control.id) {
        const max = form.quantity.max
        const whole = /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max
        return whole ? { value: Number(value) } : { error: quantityMessage(name, max) }
      }
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(value)) return { error: numberMessage(name) }
      const number = Number(value)
      return control.max !== null && number > control.max
        ? { error: tooLargeMessage(name, control.max) }
        : { value: number }
    }
    case 'date':
      return isIsoDate(value) ? { value } : { error: dateMessage(name) }
    default: {
      // text, textarea, hidden and 'other': length in characters (code points), then e-mail.
      const max = control.maxLength
      if (max > 0 && Array.from(value).length > max) return { error: tooLongMessage(name, max) }
      if ((control.kind === 'text' || control.kind === 'textarea') && control.isEmail) {
        return isEmailAddress(value) ? { value } : { error: INVALID_EMAIL }
      }
      return { value }
    }
  }
}

/**
 * A sound, plain e-mail check: one '@', no spaces, a local part and a dotted domain whose labels
 * are letters (any script), digits and hyphens (no leading or trailing hyphen), at most 254 characters.
 * Deliverability is the mail server's question, not ours.
 */
export function isEmailAddress(value: string): boolean {
  if (value.length > 254) return false
  const at = value.lastIndexOf('@')
  const local = value.slice(0, at)
  const labels = value.slice(at + 1).split('.')
  return (
    at > 0 &&
    local.length <= 64 &&
    /^[^\s@"(),:;<>[\\\]]+$/.test(local) &&
    !local.startsWith('.') &&
    !local.endsWith('.') &&
    !local.includes('..') &&
    labels.length >= 2 &&
    labels.every((label) => /^[\p{L}\p{N}]([\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u.test(label)) &&
    !/^\d+$/.test(labels[labels.length - 1] ?? '')
  )
}
