import { href } from 'react-router'

/** The editors' sign-in page (no link offers it to visitors). */
export function loginPath(): string {
  return href('/login')
}

/**
 * Where a private page sends a visitor who is not signed in: `/login?returnTo=<that page>`.
 * Apart from loginPath so the sign-in page's own bundle carries only the plain address.
 */
export function loginReturnPath(returnTo: string): string {
  return `${loginPath()}?${new URLSearchParams({ returnTo })}`
}
