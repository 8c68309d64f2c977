import { expect, test } from 'vitest'
import { SignInRequestSchema, SignInResponseSchema, StaffSessionResponseSchema } from './auth'

const user = { id: 1, email: 'editor@northfield-state.example', displayName: 'Jordan Avery' }

test.each([
  [{ email: 'a@b.example', password: 'x' }, true],
  [{ email: '  a@b.example ', password: 'x' }, true],
  [{ email: `${'a'.repeat(244)}@b.example`, password: 'x' }, true],
  [{ email: `${'a'.repeat(245)}@b.example`, password: 'x' }, false],
  [{ email: 'a@b.example', password: 'x'.repeat(1024) }, true],
  [{ email: 'a@b.example', password: 'x'.repeat(1025) }, false],
  [{ email: '   ', password: 'x' }, false],
  [{ email: 'a@b.example', password: '' }, false],
  [{ email: 'a@b.example' }, false],
])('sign-in request %j is valid: %s', (body, valid) => {
  expect(SignInRequestSchema.safeParse(body).success).toBe(valid)
})

test.each([
  ['2026-09-10T23:00:00.000Z', true],
  ['2026-09-10T23:00:00Z', true],
  ['2026-09-10T23:00:00', false],
  ['2026-09-10T23:00:00+02:00', false],
])('expiresAt %s is a UTC instant: %s', (expiresAt, valid) => {
  expect(SignInResponseSchema.safeParse({ token: 't', expiresAt, user }).success).toBe(valid)
  expect(StaffSessionResponseSchema.safeParse({ expiresAt, user }).success).toBe(valid)
})
