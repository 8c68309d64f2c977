import { redirect } from 'react-router'

import type { EndpointArgs } from '~/paths/endpoints'
import { loginPath } from '~/paths/login'
import { provider } from '~/utils/provider.server'
import { getSessionToken, toClearedSessionCookies } from '~/utils/session.server'

// Sign-out (docs/decisions/019): a post only, so no image or link on another page can sign an
// editor out. The provider forgets the token and the cookie is removed; a second post (a
// replayed sign-out, an expired session) ends the same way.
export async function action({ request }: Pick<EndpointArgs<'/logout'>, 'request'>) {
  const token = getSessionToken(request)
  if (token) await provider.signOut(token, { signal: request.signal })
  return redirect(`${loginPath()}?signedOut=1`, {
    status: 303,
    headers: [...toClearedSessionCookies(), ['Cache-Control', 'no-store']],
  })
}

export function loader() {
  return redirect(loginPath(), { headers: { 'Cache-Control': 'no-store' } })
}
