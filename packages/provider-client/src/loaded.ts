import type { Outcome } from './outcome'

/**
 * What a call for a page's main item answers (docs/decisions/007). `missing`: the provider
 * answered and has no such thing (204, 404 on an item call, or a lookup that found nothing), so
 * the page is a 404. `unavailable`: the provider failed (status, timeout, garbage) and the
 * response cache held no earlier answer, so the page is a 503 and must not claim the item is
 * gone. Shell calls never answer this: they degrade to an empty value (SPEC 8).
 */
export type Loaded<T> =
  | { status: 'ok'; value: T }
  | { status: 'missing' }
  | { status: 'unavailable' }

export function toLoaded<T>(outcome: Outcome<T>): Loaded<T> {
  switch (outcome.kind) {
    case 'ok':
      return { status: 'ok', value: outcome.data }
    case 'failed':
    // Only calls with credentials are denied, and those answer `Authorized` (toAuthorized).
    case 'denied':
      return { status: 'unavailable' }
    default:
      return { status: 'missing' }
  }
}

/** The shell's reading of an outcome: the value, or `fallback` for anything else (SPEC 8). */
export function valueOr<T, F>(outcome: Outcome<T>, fallback: F): T | F {
  return outcome.kind === 'ok' ? outcome.data : fallback
}

/** A call that needs a signed-in editor: a 401 is 'signed-out' (the session ended or never was). */
export type Authorized<T> = Loaded<T> | { status: 'signed-out' }

export function toAuthorized<T>(outcome: Outcome<T>): Authorized<T> {
  return outcome.kind === 'denied' ? { status: 'signed-out' } : toLoaded(outcome)
}

/**
 * What a call that writes and needs nothing back answers (a click, the impression counter,
 * sign-out; and health): `ok` when the provider took it, `unavailable` when it failed, timed out
 * or could not be reached. The words of `Loaded`, without a value (docs/decisions/019).
 */
export type Sent = { status: 'ok' } | { status: 'unavailable' }

/**
 * Only a failure is `unavailable`. Any 2xx took, and so did a 401 to sign-out: a token the
 * provider refuses is no session, so there is nothing left to end.
 */
export function toSent(outcome: Outcome<unknown>): Sent {
  return outcome.kind === 'failed' ? { status: 'unavailable' } : { status: 'ok' }
}
