import type { APIRequestContext } from '@playwright/test'

import { DOWN_WEB_PORT } from '../../playwright.config'
import { expect } from './fixtures'

// The site's answers at lists of addresses, checked the same way by every spec that has them.

/** Each path moves permanently (301, not followed) to exactly its address. */
export async function expectMoves(
  request: APIRequestContext,
  moves: readonly (readonly [path: string, location: string])[],
) {
  for (const [path, location] of moves) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(301)
    expect(response.headers()['location'], path).toBe(location)
  }
}

/** Each path is a 404 (after any redirect). */
export async function expectNotFound(request: APIRequestContext, paths: readonly string[]) {
  for (const path of paths) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
}

/**
 * Each path of the website whose provider is down (DOWN_WEB_PORT) is a 503 to try again, with
 * a Retry-After in seconds: never a 404 and never a redirect.
 */
export async function expectUnavailableWhileDown(
  request: APIRequestContext,
  paths: readonly string[],
) {
  for (const path of paths) {
    const response = await request.get(`http://127.0.0.1:${DOWN_WEB_PORT}${path}`, {
      maxRedirects: 0,
    })
    expect(response.status(), path).toBe(503)
    expect(response.headers()['retry-after'], path).toMatch(/^\d+$/)
  }
}
