import { data, redirect } from 'react-router'
import { z } from 'zod'

import { toSitePath } from '@fieldhouse/domain/site-path'

import { getDismissedAlertIds, serializeDismissedAlertIds } from '~/shell/alert-cookie.server'

import type { Route } from './+types/alerts-dismiss'

const DismissSchema = z.object({
  alertId: z.coerce.number().int().positive(),
  // Back to where the visitor was, when JavaScript is off; only a path on this site (toSitePath:
  // `/\host` would pass a "one slash" check, and browsers read it as `//host`).
  returnTo: z
    .string()
    .transform((value) => toSitePath(value) ?? '/')
    .catch('/'),
})

export async function action({ request }: Route.ActionArgs) {
  const parsed = DismissSchema.safeParse(Object.fromEntries(await request.formData()))
  if (!parsed.success) return data({ ok: false }, { status: 400 })
  const cookie = serializeDismissedAlertIds([...getDismissedAlertIds(request), parsed.data.alertId])
  return redirect(parsed.data.returnTo, { headers: { 'Set-Cookie': cookie } })
}

export function loader() {
  return redirect('/')
}
