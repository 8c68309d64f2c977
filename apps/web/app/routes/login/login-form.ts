import * as z from 'zod/mini'

import { formCheck } from '~/utils/form-check'

// The sign-in form's one schema: the action checks a post with it (login.server.ts) and the
// page runs it in the browser before posting, loaded when the form is first used (login.tsx).
// SPEC.md 5's words: '{Name} is required.', 'Please enter a valid email address.'. A password
// longer than 1,024 characters is no password anyone types: refused before it is sent.
const LoginSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'E-mail is required.'),
      z.maxLength(254, 'Please enter a valid email address.'),
      z.email('Please enter a valid email address.'),
    ),
  password: z
    .string()
    .check(
      z.minLength(1, 'Password is required.'),
      z.maxLength(1024, 'Password must be at most 1,024 characters.'),
    ),
  returnTo: z.string(),
})

export const loginForm = formCheck(LoginSchema, ['email', 'password', 'returnTo'] as const)

export type LoginField = (typeof loginForm.names)[number]
export type LoginData = z.infer<typeof LoginSchema>
