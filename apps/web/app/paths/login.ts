import { href } from 'react-router'

/**
 * The editors' sign-in page (no link offers it to visitors). With `returnTo`, where a private
 * page sends a visitor who is not signed in: `/login?returnTo=<that page>`.
 */
export function loginPath(returnTo?: string): string {
  const path = href('/login')
  return returnTo === undefined ? path : `${path}?${new URLSearchParams({ returnTo })}`
}
