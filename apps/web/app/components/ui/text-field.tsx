import type { InputHTMLAttributes } from 'react'

type TextFieldProps = {
  name: string
  label: string
  /** The message of SPEC.md 5 when the last post failed on this field. */
  error?: string | undefined
  /** What the visitor typed before the last post (never a password). */
  value?: string | undefined
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'required' | 'maxLength' | 'inputMode' | 'spellCheck' | 'autoCapitalize'
>

/**
 * A labelled input with its error beside it: `aria-invalid` and the message tied to the field
 * by `aria-describedby`, so a screen reader hears it on focus. `defaultValue` keeps what was
 * typed after a post that failed, with or without JavaScript.
 */
export function TextField({ name, label, error, value, ...input }: TextFieldProps) {
  const id = `field-${name}`
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-sm border-2 border-line bg-surface px-3 text-base text-ink aria-invalid:border-alert"
      />
      {error ? (
        <p id={errorId} className="text-sm font-bold text-alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
