import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { ApiError } from '../../errors'

// Per-item access codes (own design): what /Protected/SportFiles and /Protected/Forms check. The
// code comes in `X-Access-Code`, is kept only as its SHA-256 (hex) and compared in constant time.
// Without a code, or with a wrong one, a 403 and never the item; an item that does not exist
// (`expectedHash` null) refuses every code as a wrong one, so a guess never learns whether it
// exists.

export function hashAccessCode(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex')
}

export function requireAccessCode(
  c: Context,
  expectedHash: string | null | undefined,
  noun: 'file' | 'form',
): void {
  const code = c.req.header('x-access-code')
  if (!code) throw new ApiError(403, `This ${noun} is protected: an access code is required`)
  const given = createHash('sha256').update(code, 'utf8').digest()
  const expected = Buffer.from(expectedHash ?? '', 'hex')
  if (expected.length !== given.length || !timingSafeEqual(given, expected)) {
    throw new ApiError(403, 'Wrong access code')
  }
}
