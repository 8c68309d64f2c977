import { useRef, useState, type FormEvent } from 'react'
import { useActionData, useNavigation } from 'react-router'

import { FORM_INCOMPLETE } from '@fieldhouse/domain/forms/form-incomplete'

import {
  INTENT_FIELD,
  toActionResult,
  type ActionFailure,
  type ActionResult,
  type FieldValue,
} from '~/utils/action'
import type { FormCheck } from '~/utils/form-check'

type Options<Field extends string> = {
  /** The form's name on a page of two forms: only its own results are read. */
  intent?: string
  /** The form's schema module, run before a post once loaded (on first focus or touch). */
  check?: () => Promise<FormCheck<Field>>
  /** Fields whose value never comes back (a password). */
  secret?: readonly Field[]
}

/**
 * The view half of the one action convention (docs/decisions/029): the route's action data as
 * the form's `ActionResult` (`result`, and `failure` when it failed), and `submitting` while
 * this form posts. A form whose fields the browser checks first uses useFormAction, built on it.
 */
export function useActionResult<Result extends ActionResult<string, object, FieldValue>>(
  intent?: string,
) {
  const result = toActionResult<Result>(useActionData(), intent)
  const navigation = useNavigation()
  const posting = navigation.state === 'submitting'
  return {
    result,
    failure: result && !result.ok ? (result as Extract<Result, { ok: false }>) : null,
    submitting:
      posting && (intent === undefined || navigation.formData?.get(INTENT_FIELD) === intent),
  }
}

/**
 * useActionResult, and, given the form's schema module, the same check the server makes run
 * before a post, so a field left empty is answered at once in the words and places the server
 * would use; the module loads when the form is first focused, not with the page (until it
 * arrives, and without JavaScript, the server checks alone). `failure` is the browser's check,
 * else the server's failure; spread `form` on the <Form>.
 */
export function useFormAction<Result extends ActionResult<string, object, FieldValue>>(
  options: Options<Extract<keyof Extract<Result, { ok: false }>['values'], string>> = {},
) {
  type Field = Extract<keyof Extract<Result, { ok: false }>['values'], string>
  const { intent, check, secret = [] } = options
  const answer = useActionResult<Result>(intent)
  const loaded = useRef<FormCheck<Field> | null>(null)
  const [checked, setChecked] = useState<ActionFailure<Field> | null>(null)
  const prepare = () => {
    if (check && !loaded.current) void check().then((form) => (loaded.current = form))
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = loaded.current
    if (!form) return
    const data = new FormData(event.currentTarget)
    const raw = {} as Record<Field, string>
    const values: Partial<Record<Field, string>> = {}
    for (const name of form.names) {
      const value = data.get(name)
      raw[name] = typeof value === 'string' ? value : ''
      if (!secret.includes(name)) values[name] = raw[name]
    }
    const outcome = form.check(raw)
    if (outcome.ok) {
      setChecked(null)
      return
    }
    event.preventDefault()
    setChecked({ ok: false, fieldErrors: outcome.fieldErrors, formError: FORM_INCOMPLETE, values })
  }
  return {
    ...answer,
    failure: checked ?? answer.failure,
    form: { onFocus: prepare, onPointerDown: prepare, onSubmit },
  }
}
