import { Form, useNavigation } from 'react-router'

import { FormError } from '~/components/ui/form-error'
import { TextField } from '~/components/ui/text-field'
import { useFormCheck } from '~/components/ui/use-form-check'
import type { ActionResult } from '~/utils/action'

import type { AccessCodeField } from './protected-sport-file-form'

// The access-code form of everything protected (SPEC.md 2.1, 6: sport files, forms): one field,
// checked in the browser with the server's schema before it is posted (decision 019).
export function AccessCodeForm({
  result,
  submitLabel,
}: {
  result: ActionResult<AccessCodeField> | undefined
  submitLabel: string
}) {
  const check = useFormCheck(() =>
    import('./protected-sport-file-form').then((module) => module.accessCodeForm),
  )
  const failure = check.failure ?? (result && !result.ok ? result : null)
  const isSubmitting = useNavigation().state === 'submitting'
  return (
    <Form method="post" noValidate className="mt-6 flex flex-col gap-5" {...check.form}>
      <FormError message={failure?.formError ?? null} attempt={failure} />
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
      <button type="submit" className="button-primary self-start" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : submitLabel}
      </button>
    </Form>
  )
}
