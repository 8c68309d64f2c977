/**
 * The cookie that keeps a signed-in editor's session (docs/decisions/019). Private screens
 * declare it in their page contract; no public page ever sees it.
 */
export const SESSION_COOKIE = 'fh_session'

/** What a private screen declares to know who is signed in. */
export const SESSION_COOKIES = [SESSION_COOKIE] as const
