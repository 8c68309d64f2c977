import * as z from 'zod/mini'

import { formCheck } from '~/utils/form-check'

// The access-code form's one schema, for everything protected (SPEC.md 2.1, 6: sport files,
// forms): the actions check a post with it and the page runs it in the browser before posting.
// SPEC.md 5's '{Name} is required.'; a code longer than 200 characters is no code anyone was
// given.
const AccessCodeSchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Access code is required.'),
      z.maxLength(200, 'Access code must be at most 200 characters.'),
    ),
})

export const accessCodeForm = formCheck(AccessCodeSchema, ['code'] as const)

export type AccessCodeField = (typeof accessCodeForm.names)[number]
