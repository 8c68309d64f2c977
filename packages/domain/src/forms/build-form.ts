import type { FormDefinition, FormFieldCondition, FormFieldDefinition } from './form-definition'
import { parseRule, type FieldRule } from './field-rules'
import type { MessageMode } from './input-state'
import { isIsoDate } from './rule-values'

export { isIsoDate }

// A form definition made into the controls a page renders and the one check (validate-form.ts)
// runs on the server and in the browser. The model is plain data (no functions, no dates), so a
// loader can send it to the browser as it is.

/** SPEC 5: an unknown field type makes building fail with these words. */
export const FIELD_TYPE_NOT_FOUND = 'the field type was not found'

/** SPEC 5: the empty first option of every select. */
export const SELECT_PLACEHOLDER = 'Select...'

/** SPEC 5: radio groups with this many options or more are laid out as blocks. */
export const RADIO_BLOCKS_FROM = 5

export type ControlOption = { value: string; label: string }

type Base = {
  /** The input name, and the key of the field's message and value. */
  id: string
  label: string
  required: boolean
  /** All must hold for the control to show (visible-fields.ts). */
  conditions: FormFieldCondition[]
  /** SPEC 5's named rules, parsed (field-rules.ts), checked after the field's own. */
  rules: FieldRule[]
}

export type FormControl =
  | (Base & { kind: 'text'; maxLength: number; isEmail: boolean; defaultValue: string })
  | (Base & { kind: 'textarea'; maxLength: number; isEmail: boolean; defaultValue: string })
  | (Base & { kind: 'hidden'; maxLength: number; defaultValue: string })
  | (Base & { kind: 'number'; max: number | null; defaultValue: string })
  | (Base & { kind: 'date'; defaultValue: string })
  // The options of a select start with the empty 'Select...' option.
  | (Base & { kind: 'select'; options: ControlOption[]; defaultValue: string })
  | (Base & {
      kind: 'radio'
      layout: 'blocks' | 'inline'
      options: ControlOption[]
      defaultValue: string
    })
  // A checkbox without options is one yes/no box (value true or false); with options it is a
  // group whose value is the list of chosen option values (the input name repeats).
  | (Base & { kind: 'checkbox'; defaultChecked: boolean })
  | (Base & { kind: 'checkbox-group'; options: ControlOption[]; defaultValue: string[] })
  // SPEC 5 'Other {label}': a text field shown only while option `optionValue` of `parentId` is
  // chosen, and then required.
  | (Base & { kind: 'other'; parentId: string; optionValue: string; maxLength: number })
  | { kind: 'separator'; id: string; conditions: FormFieldCondition[] }
  | { kind: 'html'; id: string; html: string; conditions: FormFieldCondition[] }

export type FormModel = {
  id: number
  /** Every control, by rank; each 'other' follow-up comes right after its field. */
  controls: FormControl[]
  /** The names a post may carry (separators and html have none). */
  names: string[]
  /** The names whose post repeats (checkbox groups): read them with FormData.getAll. */
  multiValueNames: string[]
  /** The payment quantity field, whole numbers 1..max (payment.ts), or null. */
  quantity: { fieldId: string; max: number } | null
  /** SPEC 4: the mode the form names for every field, or null for the defaults. */
  messageMode: MessageMode | null
}

export type BuildFormResult =
  | { ok: true; form: FormModel }
  | { ok: false; message: typeof FIELD_TYPE_NOT_FOUND; type: string }

/**
 * The nth candidate id for a field's 'Other' follow-ups (n from 1): field__other, field__other2...
 * A candidate that is already a field's id is skipped.
 */
export function getOtherFieldId(fieldId: string, nth: number): string {
  return nth === 1 ? `${fieldId}__other` : `${fieldId}__other${nth}`
}

/**
 * `today` is the visitor's local date as 'YYYY-MM-DD' (time is an argument): date fields with
 * showCurrentDate start from it.
 */
export function buildForm(
  definition: FormDefinition,
  { today }: { today: string },
): BuildFormResult {
  const controls: FormControl[] = []
  // Follow-up ids never take a field's own id (nor each other's).
  const taken = new Set(definition.fields.map((field) => field.id))
  const sorted = definition.fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => a.field.rank - b.field.rank || a.index - b.index)
  for (const { field } of sorted) {
    const control = toControl(field, today)
    if (control === null) return { ok: false, message: FIELD_TYPE_NOT_FOUND, type: field.type }
    controls.push(control, ...toOtherControls(field, control, taken))
  }
  const payment = definition.payment
  const quantity =
    payment?.enabled && payment.quantityFieldId !== null
      ? { fieldId: payment.quantityFieldId, max: Math.max(1, Math.floor(payment.maxQuantity)) }
      : null
  return {
    ok: true,
    form: {
      id: definition.id,
      controls,
      names: controls.flatMap((c) => (c.kind === 'separator' || c.kind === 'html' ? [] : [c.id])),
      multiValueNames: controls.flatMap((c) => (c.kind === 'checkbox-group' ? [c.id] : [])),
      quantity,
      messageMode: MESSAGE_MODES.find((mode) => mode === definition.messageMode) ?? null,
    },
  }
}

const MESSAGE_MODES: readonly MessageMode[] = ['blur', 'dirty', 'live', 'submit']

function toControl(field: FormFieldDefinition, today: string): FormControl | null {
  const parsed = field.rules.flatMap((text) => parseRule(text, today) ?? [])
  const named = (name: string) => parsed.some((rule) => rule.name === name)
  // 'required' and 'email' are the flags the definition already has: one check each.
  const base: Base = {
    id: field.id,
    label: field.title,
    required: field.required || named('required'),
    conditions: field.conditions,
    rules: parsed.filter((rule) => rule.name !== 'required' && rule.name !== 'email'),
  }
  const isEmail = field.isEmailField || named('email')
  const options = field.options.map(({ value, label }) => ({ value, label }))
  const optionDefault = options.some((o) => o.value === field.defaultValue)
    ? field.defaultValue
    : ''
  const maxLength = Math.max(0, Math.floor(field.maxLength))
  const defaultValue = field.defaultValue.trim()
  switch (field.type.trim().toLowerCase()) {
    case 'text':
    case 'textarea': {
      const kind = field.type.trim().toLowerCase() === 'text' ? 'text' : 'textarea'
      return { ...base, kind, maxLength, isEmail, defaultValue }
    }
    case 'hidden':
      return { ...base, kind: 'hidden', maxLength, defaultValue }
    case 'number':
      return {
        ...base,
        kind: 'number',
        max: field.maxQuantity > 0 ? field.maxQuantity : null,
        defaultValue:
          Number.isFinite(Number(defaultValue)) && defaultValue !== '' ? defaultValue : '',
      }
    case 'date':
      return {
        ...base,
        kind: 'date',
        defaultValue: field.showCurrentDate ? today : isIsoDate(defaultValue) ? defaultValue : '',
      }
    case 'select':
      return {
        ...base,
        kind: 'select',
        options: [{ value: '', label: SELECT_PLACEHOLDER }, ...options],
        defaultValue: optionDefault,
      }
    case 'radio':
      return {
        ...base,
        kind: 'radio',
        layout: options.length >= RADIO_BLOCKS_FROM ? 'blocks' : 'inline',
        options,
        defaultValue: optionDefault,
      }
    case 'checkbox':
      return options.length === 0
        ? { ...base, kind: 'checkbox', defaultChecked: CHECKED.has(defaultValue.toLowerCase()) }
        : {
            ...base,
            kind: 'checkbox-group',
            options,
            defaultValue: optionDefault ? [optionDefault] : [],
          }
    case '-':
      return field.html.trim() === ''
        ? { kind: 'separator', id: field.id, conditions: field.conditions }
        : { kind: 'html', id: field.id, html: field.html, conditions: field.conditions }
    default:
      return null
  }
}

/** A single checkbox's defaultValue that starts it checked. */
const CHECKED = new Set(['true', 'on', 'yes', '1', 'checked'])

function toOtherControls(
  field: FormFieldDefinition,
  control: FormControl,
  taken: Set<string>,
): FormControl[] {
  if (control.kind !== 'select' && control.kind !== 'radio' && control.kind !== 'checkbox-group') {
    return []
  }
  let nth = 0
  const nextId = () => {
    let id = getOtherFieldId(field.id, ++nth)
    while (taken.has(id)) id = getOtherFieldId(field.id, ++nth)
    taken.add(id)
    return id
  }
  // SPEC 5 'Other {label}': the field's label ('Other Session'); a field with several such
  // options names each one after it ('Other Role: Coach').
  const flagged = field.options.filter((option) => option.showOtherAnswer)
  return flagged.map((option) => ({
    kind: 'other',
    id: nextId(),
    label: flagged.length === 1 ? `Other ${field.title}` : `Other ${field.title}: ${option.label}`,
    required: true,
    conditions: [],
    rules: [],
    parentId: field.id,
    optionValue: option.value,
    maxLength: Math.max(0, Math.floor(field.maxLength)),
  }))
}
