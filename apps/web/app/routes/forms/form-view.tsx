import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Form } from 'react-router'

import { FORM_INCOMPLETE } from '@fieldhouse/domain/forms/form-incomplete'
import type { FormControl } from '@fieldhouse/domain/forms/build-form'
import type { InputEvent, InputState } from '@fieldhouse/domain/forms/input-state'
import type { RawValues } from '@fieldhouse/domain/forms/visible-fields'

import { ProviderHtml } from '~/components/provider-html'
import { FormError } from '~/components/ui/form-error'
import { INTENT_FIELD } from '~/utils/action'

import { FormControlView } from './form-controls'
import type * as FormRules from './form-rules'
import type { FormPageData } from './form-page.server'
import type { FormFailure, FormResult, FormValues } from './form-result'

// A form built from its definition (SPEC.md 4-5). Without JavaScript it is a plain form the
// server checks (errors beside fields, everything typed kept). With it, the domain's rules
// (form-rules.ts, loaded on first touch) show and hide fields as their conditions change, say a
// field's message when it is left (when changed, for checkboxes; as the visitor types, once the
// 20 ms input delay has passed, when the form's settings name the live mode) and check the whole
// form before it is posted: the same rules the action runs. A post goes once; the button waits.

type Rules = typeof FormRules

/** A form's page as it stands: its data, the answer to its last post, whether one is on its way. */
export type FormViewProps = {
  page: FormPageData
  result: FormResult | undefined
  submitting: boolean
  intent: string | undefined
}

export function FormView({ page, result, submitting, intent }: FormViewProps) {
  const posted = result && !result.ok ? result : null
  const rules = useRef<Rules | null>(null)
  const loading = useRef<Promise<void> | null>(null)
  const inputs = useRef<Record<string, InputState>>({})
  // Live mode: each field's pending settle (SPEC 9 input delay).
  const settling = useRef<Record<string, number>>({})
  // Fields changed before the rules arrived: checked as soon as they do.
  const early = useRef(new Set<string>())
  const [visible, setVisible] = useState(() => new Set(page.visible))
  const [messages, setMessages] = useState<Partial<Record<string, string>>>({})
  const [failure, setFailure] = useState<FormFailure | null>(null)
  const [key, setKey] = useState('')
  // One key per filled-in form, made in the browser: a post sent twice is stored once.
  useEffect(() => setKey(crypto.randomUUID()), [result])
  // A server's answer replaces what the browser had said.
  useEffect(() => {
    setMessages(posted?.fieldErrors ?? {})
    setFailure(null)
  }, [posted])

  const readRaw = (form: HTMLFormElement): RawValues => toRawValues(new FormData(form), page)
  // Changes made while the rules load (a slow network) are not lost: once loaded, the fields
  // shown follow what the form holds by then.
  const prepare = (form: HTMLFormElement) => {
    if (loading.current) return
    loading.current = import('./form-rules').then(
      (loaded) => {
        rules.current = loaded
        setVisible(loaded.getVisibleFieldIds(page.model, readRaw(form)))
        for (const id of early.current) update(form, id, 'change')
        early.current.clear()
      },
      // Not loaded (offline): the server checks the post; the next touch tries again.
      () => {
        loading.current = null
      },
    )
  }

  const update = (form: HTMLFormElement, id: string | null, event: InputEvent) => {
    const loaded = rules.current
    if (!loaded) {
      if (id && event === 'change') early.current.add(id)
      return
    }
    const raw = readRaw(form)
    setVisible(loaded.getVisibleFieldIds(page.model, raw))
    const control = id ? page.model.controls.find((c) => c.id === id) : undefined
    if (!control || !id) return
    const state = loaded.reduceInputState(inputs.current[id] ?? loaded.INITIAL_INPUT_STATE, event)
    inputs.current[id] = state
    const mode = loaded.getMessageMode(control, page.model.messageMode)
    window.clearTimeout(settling.current[id])
    // While typing in live mode the shown message stays until the input settles.
    if (mode === 'live' && !state.settled) {
      settling.current[id] = window.setTimeout(
        () => update(form, id, 'settle'),
        loaded.INPUT_DELAY_MS,
      )
      return
    }
    const message = loaded.checkField(page.model, id, raw)
    const status = loaded.getInputStatus(state, mode, message)
    setMessages((shown) => {
      const next = { ...shown }
      if (status.showMessage && message) next[id] = message
      else if (status.valid || !status.showMessage) delete next[id]
      return next
    })
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const loaded = rules.current
    if (!loaded) return
    const raw = readRaw(event.currentTarget)
    const checked = loaded.checkForm(page.model, raw)
    for (const control of page.model.controls) {
      inputs.current[control.id] = loaded.reduceInputState(
        inputs.current[control.id] ?? loaded.INITIAL_INPUT_STATE,
        'submit',
      )
    }
    if (checked.ok) return
    event.preventDefault()
    setMessages(checked.fieldErrors)
    setFailure({
      ok: false,
      formError: FORM_INCOMPLETE,
      fieldErrors: checked.fieldErrors,
      values: {},
    })
  }

  const values: FormValues = posted?.values ?? {}
  const shownFailure = failure ?? posted
  const byId = new Map(page.model.controls.map((control) => [control.id, control]))
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="form-title"
      className="flex flex-col gap-6"
      onFocus={(event) => prepare(event.currentTarget)}
      onPointerDown={(event) => prepare(event.currentTarget)}
      onSubmit={onSubmit}
      onChange={(event) => update(event.currentTarget, nameOf(event.target), 'change')}
      onBlur={(event) => update(event.currentTarget, nameOf(event.target), 'blur')}
    >
      <FormError message={shownFailure?.formError ?? null} attempt={shownFailure} />
      <p className="text-sm text-ink-muted">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      {page.model.controls.map((control) => (
        <FormControlView
          key={control.id}
          control={control}
          value={values[control.id]}
          error={messages[control.id] ?? posted?.fieldErrors[control.id]}
          off={!visible.has(control.id)}
          hint={toHint(control, byId)}
          html={page.html[control.id]}
        />
      ))}
      {page.payment ? (
        <PaymentFields payment={page.payment} values={values} errors={posted?.fieldErrors ?? {}} />
      ) : null}
      <input type="hidden" name="submission" value={key} />
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      <div>
        <button type="submit" className="button-primary" disabled={submitting}>
          {submitting ? 'Sending…' : 'Submit'}
        </button>
      </div>
    </Form>
  )
}

function PaymentFields({
  payment,
  values,
  errors,
}: {
  payment: NonNullable<FormPageData['payment']>
  values: FormValues
  errors: Partial<Record<string, string>>
}) {
  const ownQuantity = payment.quantityFieldId === null && payment.maxQuantity > 1
  return (
    <fieldset className="flex flex-col gap-4 rounded-sm border-2 border-line p-4">
      <legend className="px-1 font-bold">Payment</legend>
      <p>
        {payment.unitText} each
        {payment.maxQuantity > 1 ? `, up to ${payment.maxQuantity} per submission` : ''}. The total
        is worked out when the form is sent; payment is taken afterwards by the ticket office.
      </p>
      {ownQuantity ? (
        <SimpleField
          name="quantity"
          label="Quantity"
          value={values.quantity}
          error={errors.quantity}
          inputMode="numeric"
          fallback="1"
        />
      ) : null}
      {payment.couponsAvailable ? (
        <SimpleField
          name="coupon"
          label={
            payment.couponText ? `Coupon code (takes ${payment.couponText} off)` : 'Coupon code'
          }
          value={values.coupon}
          error={errors.coupon}
          fallback=""
        />
      ) : null}
    </fieldset>
  )
}

function SimpleField(props: {
  name: string
  label: string
  value: string | string[] | undefined
  error: string | undefined
  fallback: string
  inputMode?: 'numeric'
}) {
  const id = `field-${props.name}`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        inputMode={props.inputMode}
        defaultValue={typeof props.value === 'string' ? props.value : props.fallback}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className="min-h-11 max-w-60 rounded-sm border-2 border-line bg-surface px-3 text-base text-ink aria-invalid:border-alert"
      />
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-bold text-alert">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}

/** The form's values as the rules read them: a checkbox group's as a list. */
function toRawValues(data: FormData, page: FormPageData): RawValues {
  const raw: Record<string, string | string[]> = {}
  for (const name of page.model.names) {
    raw[name] = page.model.multiValueNames.includes(name)
      ? data.getAll(name).filter((value): value is string => typeof value === 'string')
      : String(data.get(name) ?? '')
  }
  return raw
}

function nameOf(target: EventTarget): string | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
    ? target.name
    : null
}

/** Without JavaScript, when a field counts: "Only if Allergies is Yes." */
function toHint(control: FormControl, byId: Map<string, FormControl>): string | null {
  const describe = (fieldId: string, value: string) => {
    const field = byId.get(fieldId)
    const label = field && 'label' in field ? field.label : fieldId
    const options = field && 'options' in field ? field.options : []
    const option = options.find((choice) => choice.value === value)?.label ?? value
    return { label, option }
  }
  if (control.kind === 'other') {
    const { label, option } = describe(control.parentId, control.optionValue)
    return `Only if you chose ${option} for ${label}.`
  }
  if (control.conditions.length === 0) return null
  const parts = control.conditions.map((condition) => {
    const { label, option } = describe(condition.fieldId, condition.value)
    return `${label} ${condition.operator === 'Is' ? 'is' : 'is not'} ${option}`
  })
  return `Only if ${parts.join(' and ')}.`
}
