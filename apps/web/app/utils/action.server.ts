import { data } from 'react-router'
import type { z } from 'zod'

import { FORM_INCOMPLETE, type ActionResult } from './action'

export type Submission<T, Field extends string> =
  | { ok: true; data: T; values: Partial<Record<Field, string>> }
  | { ok: false; result: ActionResult<Field> }

/**
 * A posted form read with its one schema. Failing fields get their schema message, the form
 * SPEC.md 5's "not all fields are filled out correctly", and the typed values come back for the
 * fields (`secret` ones, such as a password, never do).
 */
export async function readSubmission<Schema extends z.ZodType, Field extends string>(
  request: Request,
  schema: Schema,
  fields: { names: readonly Field[]; secret?: readonly Field[] },
): Promise<Submission<z.output<Schema>, Field>> {
  const form = await readForm(request)
  const values: Partial<Record<Field, string>> = {}
  for (const name of fields.names) {
    const value = form?.get(name)
    if (typeof value === 'string' && !fields.secret?.includes(name)) values[name] = value
  }
  if (!form)
    return { ok: false, result: { ok: false, fieldErrors: {}, formError: FORM_INCOMPLETE, values } }
  const raw = Object.fromEntries(fields.names.map((name) => [name, stringOrEmpty(form.get(name))]))
  const parsed = schema.safeParse(raw)
  if (parsed.success) return { ok: true, data: parsed.data, values }
  const fieldErrors: Partial<Record<Field, string>> = {}
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as Field
    if (fields.names.includes(name)) fieldErrors[name] ??= issue.message
  }
  return { ok: false, result: { ok: false, fieldErrors, formError: FORM_INCOMPLETE, values } }
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
