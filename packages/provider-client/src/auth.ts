import {
  SignInRequestSchema,
  SignInResponseSchema,
  StaffSessionResponseSchema,
  type StaffUserResource,
} from '@fieldhouse/contract/auth'
import { z } from 'zod'
import type { ClientContext } from './context'
import { toAuthorized, toSent, type Authorized, type Sent } from './loaded'
import { PlayerBioSchema, type PlayerBio } from './players'
import { RosterSchema, type Roster } from './rosters'
import type { CallOptions } from './transport'

export type { Authorized } from './loaded'

const LABEL = 'auth repository'

/** A signed-in editor (own design: packages/contract auth.ts). */
export type StaffUser = { id: number; email: string; displayName: string }

/** What sign-in hands back: the bearer token for later calls, and when it stops working. */
export type StaffSession = { token: string; expiresAt: Date; user: StaffUser }

/** `Sent` with the session, and the two ways the provider refuses (docs/decisions/019). */
export type SignInOutcome =
  | { status: 'ok'; value: StaffSession }
  /** 401: wrong e-mail or password; the provider never says which. */
  | { status: 'rejected' }
  /** 400 from the provider, or credentials it would refuse (empty, too long) never sent. */
  | { status: 'invalid' }
  /** The provider failed, timed out or answered garbage. */
  | { status: 'unavailable' }

const toStaffUser = (user: StaffUserResource): StaffUser => ({
  id: user.id,
  email: user.email,
  displayName: user.displayName,
})

const SignInSchema = SignInResponseSchema.transform(
  (response): StaffSession => ({
    token: response.token,
    expiresAt: new Date(response.expiresAt),
    user: toStaffUser(response.user),
  }),
)

const SessionSchema = StaffSessionResponseSchema.transform((response) => ({
  user: toStaffUser(response.user),
  expiresAt: new Date(response.expiresAt),
}))

// Sign-out's answer is a 204; any 2xx body is ignored.
const IgnoredBodySchema = z.unknown()

export function authResource({ transport }: ClientContext) {
  return {
    /** POST /Auth/signin. Never retried: a sign-in is not repeated behind the editor's back. */
    async signIn(
      credentials: { email: string; password: string },
      options: CallOptions = {},
    ): Promise<SignInOutcome> {
      const body = { email: credentials.email, password: credentials.password }
      // A megabyte of password is refused here rather than sent.
      if (!SignInRequestSchema.safeParse(body).success) return { status: 'invalid' }
      const outcome = await transport.post({
        label: LABEL,
        path: '/Auth/signin',
        body,
        schema: SignInSchema,
        signal: options.signal,
      })
      if (outcome.kind === 'ok') return { status: 'ok', value: outcome.data }
      if (outcome.kind === 'denied') return { status: 'rejected' }
      if (outcome.kind === 'failed' && outcome.status === 400) return { status: 'invalid' }
      return { status: 'unavailable' }
    },

    /**
     * POST /Auth/signout: ends the session. `unavailable` only when the provider could not be
     * told (failure, timeout); a session it no longer knows (401) is signed out already: `ok`.
     */
    async signOut(token: string, options: CallOptions = {}): Promise<Sent> {
      const outcome = await transport.post({
        label: LABEL,
        path: '/Auth/signout',
        body: {},
        bearer: token,
        schema: IgnoredBodySchema,
        signal: options.signal,
      })
      return toSent(outcome)
    },

    /** GET /Auth/session: who the token belongs to, or 'signed-out'. */
    async getStaffSession(
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<{ user: StaffUser; expiresAt: Date }>> {
      return toAuthorized(
        await transport.get({
          label: LABEL,
          path: '/Auth/session',
          schema: SessionSchema,
          bearer: token,
          signal: options.signal,
        }),
      )
    },

    /** GET /Hidden/rosters/{id}: the roster as the public one, hidden players flagged. */
    async loadHiddenRoster(
      rosterId: number,
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<Roster>> {
      return toAuthorized(
        await transport.get({
          label: 'rosters repository',
          path: `/Hidden/rosters/${rosterId}`,
          schema: RosterSchema,
          bearer: token,
          signal: options.signal,
          allowNotFound: true,
        }),
      )
    },

    /** GET /Hidden/players/roster/bio/{id}: a bio, also of an entry hidden from the public. */
    async loadHiddenPlayerBio(
      rosterPlayerId: number,
      token: string,
      options: CallOptions = {},
    ): Promise<Authorized<PlayerBio>> {
      return toAuthorized(
        await transport.get({
          label: 'players repository',
          path: `/Hidden/players/roster/bio/${rosterPlayerId}`,
          schema: PlayerBioSchema,
          bearer: token,
          signal: options.signal,
          allowNotFound: true,
        }),
      )
    },
  }
}
