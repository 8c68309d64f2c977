import {
  AuthErrorSchema,
  SignInResponseSchema,
  StaffSessionResponseSchema,
} from '@fieldhouse/contract/auth'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { openTestApp } from '../../test-support/make-test-app'
import { bearer, postJson } from '../../test-support/staff-session'
import { findDemoAccount } from '../../seed/staff-accounts'

const provider = openTestApp()

// Parsing must succeed and drop nothing: the provider sends no field the contract lacks.
async function expectExactly(response: Response, status: number, schema: z.ZodType) {
  expect(response.status).toBe(status)
  const body: unknown = await response.json()
  expect(schema.parse(body)).toEqual(body)
  return body
}

test.each(['demo', 'lakeside'])(
  '%s: the auth endpoints match the contract exactly',
  async (tenant) => {
    const account = findDemoAccount(tenant)
    const credentials = { email: account?.email, password: account?.password }
    const signIn = (password: unknown) =>
      postJson(provider.app, '/api/v2/Auth/signin', { ...credentials, password }, { tenant })

    const { token } = SignInResponseSchema.parse(
      await expectExactly(await signIn(credentials.password), 200, SignInResponseSchema),
    )
    await expectExactly(await signIn('wrong'), 401, AuthErrorSchema)
    const session = () => provider.get('/api/v2/Auth/session', { tenant, headers: bearer(token) })
    await expectExactly(await session(), 200, StaffSessionResponseSchema)
    await expectExactly(
      await provider.get('/api/v2/Hidden/rosters/1', { tenant }),
      401,
      AuthErrorSchema,
    )
    await postJson(provider.app, '/api/v2/Auth/signout', '', { tenant, headers: bearer(token) })
    await expectExactly(await session(), 401, AuthErrorSchema)
  },
)
