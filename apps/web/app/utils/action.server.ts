import { data } from 'react-router'

import { FORM_INCOMPLETE, type ActionResult } from './action'
import type { FormCheck } from './form-check'

export type Submission<T, Field extends string> =
  | { ok: true; data: T; values: Partial<Record<Field, string>> }
  | { ok: false; result: ActionResult<Field> }

/**
 * A posted form read with its one schema (the form module's check, utils/form-check.ts, which
 * the browser runs too). Failing fields get their schema message, the form SPEC.md 5's "not all
 * fields are filled out correctly", and the typed values come back for the fields (`secret`
 * ones, such as a password, never do).
 */
export async function readSubmission<Field extends string, Data>(
  request: Request,
  form: FormCheck<Field, Data>,
  options: { secret?: readonly Field[] } = {},
): Promise<Submission<Data, Field>> {
  const body = await readForm(request)
  const values: Partial<Record<Field, string>> = {}
  for (const name of form.names) {
    const value = body?.get(name)
    if (typeof value === 'string' && !options.secret?.includes(name)) values[name] = value
  }
  if (!body)
    return { ok: false, result: { ok: false, fieldErrors: {}, formError: FORM_INCOMPLETE, values } }
  const raw = Object.fromEntries(
    form.names.map((name) => [name, stringOrEmpty(body.get(name))]),
  ) as Record<Field, string>
  const checked = form.check(raw)
  if (checked.ok) return { ok: true, data: checked.data, values }
  return {
    ok: false,
    result: { ok: false, fieldErrors: checked.fieldErrors, formError: FORM_INCOMPLETE, values },
  }
}

/** The answer to a post that failed: the page again, with the result, under `status`. */
export function failed<Field extends string>(
  values: Partial<Record<Field, string>>,
  status: number,
  error: { formError: string; fieldErrors?: Partial<Record<Field, string>> },
  headers?: HeadersInit,
) {
  const result: ActionResult<Field> = {
    ok: false,
    fieldErrors: error.fieldErrors ?? {},
    formError: error.formError,
    values,
  }
  return data(result, { status, headers })
}

// How big a form may be is the server's one rule (bodyLimit in server/app.ts: 413 past 64 KB).
async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData()
  } catch {
    // Not a form (another content type, a broken body): nothing the visitor typed to keep.
    return null
  }
}

// A file where text was expected, or a missing field, is read as empty text.
function stringOrEmpty(value: FormDataEntryValue | null): string {
  return typeof value === 'string' ? value : ''
}
