import type { APIRequestContext } from '@playwright/test'

import { PROVIDER_PORT } from '../../playwright.config'

// Reads the seeded demo data straight from the reference provider, so tests name real items
// without hard-coding ids the seed may change.

/** The provider's JSON answer at `path` under /api/v2, as the demo tenant. */
export async function getDemoData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`http://127.0.0.1:${PROVIDER_PORT}/api/v2${path}`, {
    headers: { tenant: 'demo' },
  })
  if (!response.ok()) throw new Error(`the provider answered ${path} with ${response.status()}`)
  return (await response.json()) as T
}

export async function getDemoFacilities(
  request: APIRequestContext,
): Promise<{ id: number; title: string; url: string }[]> {
  const body = await getDemoData<{ items: { id: number; title: string; url: string }[] }>(
    request,
    '/Facilities?$pageSize=100',
  )
  return body.items
}
