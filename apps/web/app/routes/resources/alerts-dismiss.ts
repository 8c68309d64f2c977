import { redirect } from 'react-router'
import { z } from 'zod'

import { toSitePath } from '@fieldhouse/domain/site-path'

import { getDismissedAlertIds, serializeDismissedAlertIds } from '~/shell/alert-cookie.server'
import { failed, readFormBody } from '~/utils/action.server'

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

// A post of the one convention (docs/decisions/029): read with the one body reader, so a broken
// body is a 400 like a wrong id, never a 500. Success goes back to the page.
export async function action({ request }: Route.ActionArgs) {
  const body = await readFormBody(request)
  const parsed = DismissSchema.safeParse(body ? Object.fromEntries(body) : {})
  if (!parsed.success) return failed({}, 400, { formError: 'This alert could not be dismissed.' })
  const cookie = serializeDismissedAlertIds([...getDismissedAlertIds(request), parsed.data.alertId])
  return redirect(parsed.data.returnTo, { headers: { 'Set-Cookie': cookie } })
}

export function loader() {
  return redirect('/')
}
