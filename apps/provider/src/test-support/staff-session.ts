import { SignInResponseSchema } from '@fieldhouse/contract/auth'
import type { Hono } from 'hono'
import type { AppEnv } from '../app-env'
import { findDemoAccount } from '../seed/staff-accounts'

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

export function postJson(
  app: Hono<AppEnv>,
  path: string,
  body: unknown,
  { tenant = 'demo', headers = {} }: { tenant?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { tenant, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

// Signs in as the tenant's seeded editor and answers the session token.
export async function signInAsEditor(app: Hono<AppEnv>, tenant = 'demo'): Promise<string> {
  const account = findDemoAccount(tenant)
  if (!account) throw new Error(`No demo account for ${tenant}`)
  const { email, password } = account
  const response = await postJson(app, '/api/v2/Auth/signin', { email, password }, { tenant })
  if (response.status !== 200) throw new Error(`Sign-in as ${tenant} -> ${response.status}`)
  return SignInResponseSchema.parse(await response.json()).token
}
