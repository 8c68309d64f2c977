import type { APIRequestContext } from '@playwright/test'

import { PROVIDER_PORT } from '../../playwright.config'

// Reads the seeded demo data straight from the reference provider, so tests name real items
// without hard-coding ids the seed may change.
export async function getDemoFacilities(
  request: APIRequestContext,
): Promise<{ id: number; title: string; url: string }[]> {
  const response = await request.get(
    `http://127.0.0.1:${PROVIDER_PORT}/api/v2/Facilities?$pageSize=100`,
    { headers: { tenant: 'demo' } },
  )
  const body = (await response.json()) as { items: { id: number; title: string; url: string }[] }
  return body.items
}
