/** What a route check says about the address asked (docs/decisions/025-route-checks.md). */
export type CheckOutcome =
  | { kind: 'pass' }
  /**
   * Go elsewhere. `external`: another site's URL, a full browser navigation even when asked
   * for by a client-side navigation (React Router does that for a redirect to another origin).
   */
  | { kind: 'redirect'; location: string; status: 301 | 302; external: boolean }
  /** SPEC 8: a check that fails gives the 404 page. */
  | { kind: 'not-found' }

/** What a check is given: the page's address as asked, and the request's abort signal. */
export type CheckContext = { url: URL; signal: AbortSignal }

export const PASS: CheckOutcome = { kind: 'pass' }
export const NOT_FOUND: CheckOutcome = { kind: 'not-found' }
