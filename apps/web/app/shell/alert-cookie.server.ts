import { createCookie } from 'react-router'
import { z } from 'zod'

import { ALERT_DISMISSAL_MS } from '@fieldhouse/domain/alerts'

// The "consent" cookie of SPEC.md 4: it remembers which alerts the visitor dismissed for
// 12 hours. Keeping ids (not a bare flag) lets a newer alert still reach the visitor.
export const ALERT_COOKIE_NAME = 'alerts_dismissed'

const alertCookie = createCookie(ALERT_COOKIE_NAME, {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  maxAge: ALERT_DISMISSAL_MS / 1000,
})

const DismissedSchema = z.array(z.number().int()).max(50).catch([])

export async function getDismissedAlertIds(request: Request): Promise<number[]> {
  const value: unknown = await alertCookie.parse(request.headers.get('Cookie')).catch(() => null)
  return DismissedSchema.parse(value ?? [])
}

export async function serializeDismissedAlertIds(ids: number[]): Promise<string> {
  return alertCookie.serialize([...new Set(ids)].slice(-50))
}
