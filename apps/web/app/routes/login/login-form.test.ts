import { expect, test } from 'vitest'

import { loginForm } from './login-form'

// The sign-in schema the server and the browser both run: SPEC.md 5's words, first per field.
const form = (email: string, password: string) => ({ email, password, returnTo: '/' })

test.each([
  [form('', ''), { email: 'E-mail is required.', password: 'Password is required.' }],
  [form('   ', 'x'), { email: 'E-mail is required.' }],
  [form('not-an-address', 'x'), { email: 'Please enter a valid email address.' }],
  [form(`${'a'.repeat(250)}@b.example`, 'x'), { email: 'Please enter a valid email address.' }],
  [
    form('editor@school.example', 'p'.repeat(1025)),
    { password: 'Password must be at most 1,024 characters.' },
  ],
])('%j fails with %j', (raw, fieldErrors) => {
  expect(loginForm.check(raw)).toEqual({ ok: false, fieldErrors })
})

test('a good form is trimmed and passes', () => {
  expect(loginForm.check(form('  editor@school.example ', 'secret'))).toEqual({
    ok: true,
    data: { email: 'editor@school.example', password: 'secret', returnTo: '/' },
  })
})
