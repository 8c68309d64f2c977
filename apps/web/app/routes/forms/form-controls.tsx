import type { FormControl } from '@fieldhouse/domain/forms/build-form'
import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import { ProviderHtml } from '~/components/provider-html'

// One control of a form built from its definition (SPEC.md 5): a labelled input whose message
// sits beside it, tied by aria-describedby and marked aria-invalid, with what was typed before
// as its starting value. A field whose conditions hide it is marked data-off: hidden once the
// page runs (app.css), shown with a hint without JavaScript, where nothing can hide it live.

const INPUT =
  'min-h-11 w-full rounded-sm border-2 border-line bg-surface px-3 text-base text-ink aria-invalid:border-alert'
const CHOICE = 'flex min-h-11 items-center gap-3'
const BOX = 'size-5 shrink-0 accent-brand-strong'

export type ControlProps = {
  control: FormControl
  value: string | string[] | undefined
  error: string | undefined
  off: boolean
  /** Said without JavaScript under a field that only counts in some cases. */
  hint: string | null
  html: SafeHtml | undefined
}

export function FormControlView({ control, value, error, off, hint, html }: ControlProps) {
  if (control.kind === 'separator') {
    return <hr data-off={off || undefined} className="border-t-2 border-line" />
  }
  if (control.kind === 'html') {
    return html ? (
      <div data-off={off || undefined}>
        <ProviderHtml html={html} className="rich-text" />
      </div>
    ) : null
  }
  if (control.kind === 'hidden') {
    return (
      <input type="hidden" name={control.id} defaultValue={text(value, control.defaultValue)} />
    )
  }
  const id = `field-${control.id}`
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const described = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ')
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  } as const
  const label = (
    <>
      {control.label}
      {control.required ? <span aria-hidden="true"> *</span> : null}
    </>
  )
  const notes = (
    <>
      {hint ? (
        <p id={hintId} className="no-js-hint text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-bold text-alert">
          {error}
        </p>
      ) : null}
    </>
  )

  if (control.kind === 'radio' || control.kind === 'checkbox-group') {
    const radio = control.kind === 'radio'
    const chosen = radio ? [text(value, control.defaultValue)] : list(value, control.defaultValue)
    const blocks = !radio || control.layout === 'blocks'
    return (
      <fieldset
        data-off={off || undefined}
        // A radio group is one answer: it carries the state; a checkbox group's boxes each do.
        role={radio ? 'radiogroup' : undefined}
        aria-required={radio && control.required ? true : undefined}
        aria-invalid={radio ? aria['aria-invalid'] : undefined}
        aria-describedby={aria['aria-describedby']}
        className="flex flex-col gap-1"
      >
        <legend className="mb-1 font-bold">{label}</legend>
        <div className={blocks ? 'flex flex-col' : 'flex flex-wrap gap-x-6'}>
          {control.options.map((option) => (
            <label key={option.value} className={CHOICE}>
              <input
                type={radio ? 'radio' : 'checkbox'}
                name={control.id}
                value={option.value}
                defaultChecked={chosen.includes(option.value)}
                aria-invalid={radio ? undefined : aria['aria-invalid']}
                className={BOX}
              />
              {option.label}
            </label>
          ))}
        </div>
        {notes}
      </fieldset>
    )
  }

  if (control.kind === 'checkbox') {
    return (
      <div data-off={off || undefined} className="flex flex-col gap-1">
        <label className={`${CHOICE} font-bold`}>
          <input
            type="checkbox"
            name={control.id}
            value="true"
            defaultChecked={value === undefined ? control.defaultChecked : value === 'true'}
            aria-required={control.required || undefined}
            {...aria}
            className={BOX}
          />
          {label}
        </label>
        {notes}
      </div>
    )
  }

  const field = (() => {
    switch (control.kind) {
      case 'select':
        return (
          <select
            id={id}
            name={control.id}
            defaultValue={text(value, control.defaultValue)}
            aria-required={control.required || undefined}
            {...aria}
            className={INPUT}
          >
            {control.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )
      case 'textarea':
        return (
          <textarea
            id={id}
            name={control.id}
            rows={5}
            defaultValue={text(value, control.defaultValue)}
            maxLength={control.maxLength > 0 ? control.maxLength : undefined}
            aria-required={control.required || undefined}
            {...aria}
            className={`${INPUT} py-2`}
          />
        )
      case 'date':
        return (
          <input
            id={id}
            type="date"
            name={control.id}
            defaultValue={text(value, control.defaultValue)}
            aria-required={control.required || undefined}
            {...aria}
            className={INPUT}
          />
        )
      case 'number':
        return (
          <input
            id={id}
            type="text"
            inputMode="decimal"
            name={control.id}
            defaultValue={text(value, control.defaultValue)}
            aria-required={control.required || undefined}
            {...aria}
            className={`${INPUT} max-w-40`}
          />
        )
      default: {
        // text and 'other': an e-mail field gets the e-mail keyboard, a url field the web's.
        const email = control.kind === 'text' && control.isEmail
        const url = control.rules.some((rule) => rule.name === 'url')
        return (
          <input
            id={id}
            type={email ? 'email' : url ? 'url' : 'text'}
            name={control.id}
            autoComplete={email ? 'email' : undefined}
            defaultValue={text(value, control.kind === 'other' ? '' : control.defaultValue)}
            maxLength={control.maxLength > 0 ? control.maxLength : undefined}
            aria-required={control.required || control.kind === 'other' || undefined}
            {...aria}
            className={INPUT}
          />
        )
      }
    }
  })()
  return (
    <div data-off={off || undefined} className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      {field}
      {notes}
    </div>
  )
}

function text(value: string | string[] | undefined, fallback: string): string {
  return typeof value === 'string' ? value : fallback
}

function list(value: string | string[] | undefined, fallback: string[]): string[] {
  return Array.isArray(value) ? value : value === undefined ? fallback : [value]
}
