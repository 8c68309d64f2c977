import type { MediaAccessFlags } from './media-access'

// SPEC 6 "Media" for a podcast episode: whether the site plays it, and why not. Unlike a series
// video (media-access.ts, which only says who may watch), an episode also carries `authorized`,
// the provider's word that this request may play it: a premium episode the department unlocked
// for everyone is authorized and playable. A blackout wins; a free or authorized episode plays;
// anything else is locked, premium for a pass, otherwise (auth_only_required, or simply not
// authorized) for a sign-in, which this public site does not offer (SPEC 1).

export type EpisodeFlags = MediaAccessFlags & { authorized: boolean }

export type EpisodePlayback =
  | { kind: 'blacked-out'; message: string | null }
  | { kind: 'playable'; premium: boolean }
  | { kind: 'locked'; reason: 'premium' | 'sign-in' }

export function getEpisodePlayback(flags: EpisodeFlags): EpisodePlayback {
  if (flags.blackedOut) {
    return { kind: 'blacked-out', message: flags.blackedOutMessage?.trim() || null }
  }
  if (flags.free || flags.authorized) return { kind: 'playable', premium: !flags.free }
  // A premium episode that also asks for a sign-in still needs the pass first.
  return { kind: 'locked', reason: flags.premium ? 'premium' : 'sign-in' }
}

/**
 * The flags in words: a short label, and a sentence for an item that cannot be played. An
 * all-access video follows the same rules as an episode (issue 35), so it is named by `noun`.
 */
export function describeEpisodePlayback(
  playback: EpisodePlayback,
  noun: 'episode' | 'video' = 'episode',
): {
  label: string
  explanation: string | null
} {
  const verb = noun === 'episode' ? 'listen' : 'watch'
  switch (playback.kind) {
    case 'blacked-out':
      return {
        label: 'Blacked out',
        explanation: playback.message ?? `This ${noun} is not available to play here.`,
      }
    case 'playable':
      return { label: playback.premium ? 'Premium, free to play' : 'Free', explanation: null }
    case 'locked':
      return playback.reason === 'premium'
        ? {
            label: 'Premium',
            explanation:
              `This is a premium ${noun}: it plays for members with a premium pass, in the athletics app.`,
          }
        : {
            label: 'Sign-in required',
            explanation:
              `This ${noun} is for signed-in members: sign in with your athletics account in the app to ${verb}.`,
          }
  }
}
