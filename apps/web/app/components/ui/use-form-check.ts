import { useRef, useState, type FormEvent } from 'react'

import type { FormCheck } from '~/utils/form-check'

import { FORM_INCOMPLETE, type ActionResult } from '~/utils/action'

/**
 * The browser half of the action convention (docs/decisions/019): the form's own schema runs
 * before a post, so a field left empty is answered at once, in the words and places the server
 * would use. The schema's module is loaded when the form is first focused, not with the page;
 * until it arrives, and without JavaScript, the server checks alone. Spread `form` on the form;
 * `failure` is the check's result, null once a post goes.
 */
export function useFormCheck<Field extends string>(
  load: () => Promise<FormCheck<Field>>,
  secret: readonly Field[] = [],
) {
  const loaded = useRef<FormCheck<Field> | null>(null)
  const [failure, setFailure] = useState<Extract<ActionResult<Field>, { ok: false }> | null>(null)
  const prepare = () => {
    if (!loaded.current) void load().then((check) => (loaded.current = check))
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
    const checked = form.check(raw)
    if (checked.ok) {
      setFailure(null)
      return
    }
    event.preventDefault()
    setFailure({ ok: false, fieldErrors: checked.fieldErrors, formError: FORM_INCOMPLETE, values })
  }
  return { failure, form: { onFocus: prepare, onPointerDown: prepare, onSubmit } }
}
