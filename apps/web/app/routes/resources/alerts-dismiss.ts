import { data, redirect } from 'react-router'
import { z } from 'zod'

import { getDismissedAlertIds, serializeDismissedAlertIds } from '~/shell/alert-cookie.server'

import type { Route } from './+types/alerts-dismiss'

const DismissSchema = z.object({
  alertId: z.coerce.number().int().positive(),
  // Back to where the visitor was, when JavaScript is off; only site-relative paths.
  returnTo: z
    .string()
    .regex(/^\/(?!\/)/)
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
