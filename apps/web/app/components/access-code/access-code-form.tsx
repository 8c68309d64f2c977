import { Form } from 'react-router'

import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { useFormAction } from '~/components/ui/use-form-action'
import { INTENT_FIELD, type ActionResult } from '~/utils/action'

import type { AccessCodeField } from './access-code-check'

// The access-code form of everything protected (SPEC.md 2.1, 6: sport files, forms): one field,
// checked in the browser with the server's schema before it is posted (decision 029). On a page
// that has a second form (a protected form's answers) it posts its `intent`.
export function AccessCodeForm({ submitLabel, intent }: { submitLabel: string; intent?: string }) {
  const { failure, form, submitting } = useFormAction<ActionResult<AccessCodeField>>({
    intent,
    check: () => import('./access-code-check').then((module) => module.accessCodeForm),
  })
  return (
    <Form method="post" noValidate className="mt-6 flex flex-col gap-5" {...form}>
      <FormError message={failure?.formError ?? null} attempt={failure} />
      {intent ? <input type="hidden" name={INTENT_FIELD} value={intent} /> : null}
      <TextField
        name="code"
        label="Access code"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={200}
        value={failure?.values.code}
        error={failure?.fieldErrors.code}
      />
      <button type="submit" className="button-primary self-start" disabled={submitting}>
        {submitting ? 'Checking…' : submitLabel}
      </button>
    </Form>
  )
}
