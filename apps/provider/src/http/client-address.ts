import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

// The visitor's address for per-client limits: the first X-Forwarded-For entry (the website
// forwards its visitor's; the provider is meant to sit behind it, not on the open internet,
// since anyone else can write that header), else the connection's; 'unknown' in tests.
export function getClientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
  if (forwarded) return forwarded.slice(0, 64)
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    return 'unknown'
  }
}
