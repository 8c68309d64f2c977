import { data } from 'react-router'

import { FORM_INCOMPLETE } from '@fieldhouse/domain/forms/form-incomplete'

import { INTENT_FIELD, type ActionFailure, type FieldValue } from './action'
import type { FormCheck } from './form-check'

// The server half of the one action convention (docs/decisions/029): one body reader, one way
// to check a post against its form's schema, one way to answer a failure. A new form is its
// fields' schema (a `formCheck` module, utils/form-check.ts) plus the function `answerPost` runs
// with the checked data.

/** The most a form body may be (the server refuses longer ones first: server/app.ts, 413). */
export const FORM_BODY_LIMIT = 64 * 1024

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i

/**
 * The posted form, or null when there is none to read: another content type, a body declared
 * longer than a form may be, or a broken one. Never throws: a hostile post is a 400, not a 500.
 */
export async function readFormBody(request: Request): Promise<FormData | null> {
  if (!FORM_TYPES.test(request.headers.get('content-type') ?? '')) return null
  if (Number(request.headers.get('content-length') ?? 0) > FORM_BODY_LIMIT) return null
  try {
    return await request.formData()
  } catch {
    return null
  }
}

/** Which of a page's forms was posted (its `intent` field), or null. */
export function readIntent(body: FormData | null): string | null {
  const intent = body?.get(INTENT_FIELD)
  return typeof intent === 'string' ? intent : null
}

/**
 * What the visitor typed in the named fields, to put back: a text as text, a `multi` field's
 * as a list; files, missing fields and `secret` ones are left out.
 */
export function readTyped<Field extends string>(
  body: FormData | null,
  names: readonly Field[],
  options: { multi?: readonly string[]; secret?: readonly string[] } = {},
): Partial<Record<Field, FieldValue>> {
  const values: Partial<Record<Field, FieldValue>> = {}
  if (!body) return values
  for (const name of names) {
    if (options.secret?.includes(name)) continue
    if (options.multi?.includes(name)) {
      values[name] = body.getAll(name).filter((value) => typeof value === 'string')
      continue
    }
    const value = body.get(name)
    if (typeof value === 'string') values[name] = value
  }
  return values
}

export type Submission<Data, Field extends string> =
  | { ok: true; data: Data; values: Partial<Record<Field, string>> }
  | { ok: false; result: ActionFailure<Field> }

type SubmissionOptions<Field extends string> = {
  /** Fields never sent back (a password). */
  secret?: readonly Field[]
  /** The form's name on a page of two (its result carries it back). */
  intent?: string
}

/**
 * A posted body read with its form's one schema (the form module's check, which the browser
 * runs too). Failing fields get their schema message, the form SPEC.md 5's "not all fields are
 * filled out correctly", and the typed values come back for the fields (`secret` ones never).
 */
export function checkSubmission<Field extends string, Data>(
  body: FormData | null,
  form: FormCheck<Field, Data>,
  options: SubmissionOptions<Field> = {},
): Submission<Data, Field> {
  const values = readTyped(body, form.names, options) as Partial<Record<Field, string>>
  const failure = (fieldErrors: Partial<Record<Field, string>>): Submission<Data, Field> => ({
    ok: false,
    result: toFailure(values, { formError: FORM_INCOMPLETE, fieldErrors }, options.intent),
  })
  if (!body) return failure({})
  const raw = {} as Record<Field, string>
  for (const name of form.names) {
    // A file where text was expected, or a missing field, is read as empty text.
    const value = body.get(name)
    raw[name] = typeof value === 'string' ? value : ''
  }
  const checked = form.check(raw)
  return checked.ok ? { ok: true, data: checked.data, values } : failure(checked.fieldErrors)
}

/**
 * The action of a form: the post read and checked with `form` (a failure answers 400 with the
 * fields' messages and what was typed), then `run` with the checked data and the values to put
 * back, which answers the rest: a 303 on success where the page allows it, else `failed`.
 */
export async function answerPost<Field extends string, Data, Answer>(
  body: FormData | null,
  form: FormCheck<Field, Data>,
  run: (data: Data, values: Partial<Record<Field, string>>) => Promise<Answer>,
  options: SubmissionOptions<Field> = {},
) {
  const submission = checkSubmission(body, form, options)
  if (!submission.ok) return data(submission.result, { status: 400 })
  return run(submission.data, submission.values)
}

/**
 * The answer to a post that failed: the page again, with the result, under `status`; `intent`
 * names the form on a page of two.
 */
export function failed<Field extends string, Value extends FieldValue = string>(
  values: Partial<Record<Field, Value>>,
  status: number,
  error: { formError: string; fieldErrors?: Partial<Record<Field, string>>; intent?: string },
  headers?: HeadersInit,
) {
  return data(toFailure(values, error, error.intent), { status, headers })
}

function toFailure<Field extends string, Value extends FieldValue>(
  values: Partial<Record<Field, Value>>,
  error: { formError: string; fieldErrors?: Partial<Record<Field, string>> },
  intent: string | undefined,
): ActionFailure<Field, Value> {
  return {
    ok: false,
    ...(intent === undefined ? {} : { intent }),
    fieldErrors: error.fieldErrors ?? {},
    formError: error.formError,
    values,
  }
}
