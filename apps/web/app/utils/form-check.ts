import { safeParse, type $ZodType, type output } from 'zod/v4/core'

// The one place a form's schema meets what was typed (docs/decisions/029): the action checks a
// post with it on the server (checkSubmission, utils/action.server.ts), and the browser runs the
// very same schema before posting (useFormAction, components/ui/use-form-action.ts). Works for
// schemas of `zod` and of `zod/mini` alike; a form's schema is written with zod/mini so that its
// browser copy stays small.

/** What a screen's form module gives the browser and the server: its fields and its check. */
export type FormCheck<Field extends string, Data = unknown> = {
  names: readonly Field[]
  check: (raw: Record<Field, string>) => Checked<Data, Field>
}

export type Checked<Data, Field extends string> =
  | { ok: true; data: Data }
  | { ok: false; fieldErrors: Partial<Record<Field, string>> }

/** The schema's output, or each failing field's first message. */
export function checkFields<Schema extends $ZodType, Field extends string>(
  schema: Schema,
  raw: Record<Field, string>,
  names: readonly Field[],
): Checked<output<Schema>, Field> {
  const parsed = safeParse(schema, raw)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fieldErrors: Partial<Record<Field, string>> = {}
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as Field
    if (names.includes(name)) fieldErrors[name] ??= issue.message
  }
  return { ok: false, fieldErrors }
}

/** A form module's check: the schema bound to its fields. */
export function formCheck<Schema extends $ZodType, Field extends string>(
  schema: Schema,
  names: readonly Field[],
): FormCheck<Field, output<Schema>> {
  return { names, check: (raw) => checkFields(schema, raw, names) }
}
