import { CountdownSchema, type CountdownResource } from '@fieldhouse/contract/countdown'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate } from './dates'
import type { LocationIndicator } from './game'
import { toImagePath, toLocationIndicator, toOpponentNames } from './game-parts'
import { orNull } from './rosters-parts'
import type { CallOptions } from './transport'

/** The home page countdown (SPEC 4): the instant to count to and what the game is. */
export type Countdown = {
  id: number
  title: string | null
  /** `localDateTime` read in the tenant's zone; null when unreadable (nothing to count to). */
  target: Date | null
  game: {
    id: number
    sport: { id: number; title: string; slug: string | null }
    opponent: { title: string; name: string; image: string | null } | null
    locationIndicator: LocationIndicator | null
    location: string | null
    time: string | null
    tv: string | null
    ticketLink: string | null
  } | null
}

function toCountdown(resource: CountdownResource, zone: string): Countdown {
  const game = resource.game
  return {
    id: resource.id,
    title: orNull(resource.title),
    target: parseProviderDate(resource.localDateTime, zone),
    game: game
      ? {
          id: game.id,
          sport: {
            id: game.sport.id,
            title: game.sport.title ?? '',
            slug: orNull(game.sport.globalSportNameSlug),
          },
          opponent: game.opponent
            ? {
                ...toOpponentNames(game.opponent.title, null, null),
                image: toImagePath(game.opponent.image),
              }
            : null,
          locationIndicator: toLocationIndicator(game.locationIndicator),
          location: orNull(game.location),
          time: orNull(game.time),
          tv: orNull(game.media?.tv),
          ticketLink: orNull(game.media?.ticketLink),
        }
      : null,
  }
}

const countdownSchema = perTimeZone((zone) =>
  CountdownSchema.transform((c) => toCountdown(c, zone)),
)

export function countdownResource({ getOr }: ClientContext) {
  return {
    /** Secondary home page data: null when there is none (204) or the call fails (logged). */
    async getHomepageCountdown(options: CallOptions = {}): Promise<Countdown | null> {
      return getOr(
        { label: 'countdown repository', path: '/Countdown/homepage', schema: countdownSchema },
        options,
        null,
      )
    },
  }
}
