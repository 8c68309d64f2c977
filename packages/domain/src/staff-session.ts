/**
 * The cookie that keeps a signed-in editor's session (docs/decisions/019). Private screens
 * declare it in their page contract; no public page ever sees it.
 */
export const SESSION_COOKIE = 'fh_session'

/** What a private screen declares to know who is signed in. */
export const SESSION_COOKIES = [SESSION_COOKIE] as const

/**
 * Set beside the session and removed with it, readable by the page's script: it says only that
 * an editor is signed in, so the header of a public page (shared, cached, rendered without any
 * cookie) can offer a sign-out in the browser. It is never a credential: the session cookie is
 * HttpOnly and the provider judges it.
 */
export const SIGNED_IN_HINT_COOKIE = 'fh_signed_in'
