import { getRealSports } from '@fieldhouse/domain/sports'
import type { Countdown } from '@fieldhouse/provider-client/countdown'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { renderCountdown } from '~/components/games/countdown-markup.server'
import { toGameStrips, type GameStrips } from '~/components/games/game-strips.server'
import { gameCenterPath } from '~/paths/games'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { forProviderCalls } from '~/utils/provider-signal.server'
import { provider } from '~/utils/provider.server'
import { groupSportsByGender } from '~/utils/sport-groups'
import { toSportSummary } from '~/utils/sport-summary'

import { NextGameCountdown, SportsDirectory } from './home-sections'

// The home page's server-made sections: the list of sports and the scoreboard across sports.
// Both are static markup (no JavaScript of their own) and both are made once and reused: the
// directory for as long as the provider's list of sports is the same answer, the scoreboard for
// a few seconds, since a page of the home page may be rendered for every visitor.

const SCOREBOARD_GAMES = 6
const SCOREBOARD_FRESH_MS = 15_000

const toDirectory = perAnswer((sports: Sport[]) => {
  const groups = groupSportsByGender(getRealSports(sports).map(toSportSummary))
  return toStaticMarkup(<SportsDirectory groups={groups.length === 0 ? null : groups} />)
})

const UNAVAILABLE_DIRECTORY = toStaticMarkup(<SportsDirectory groups={null} />)

/** The sports section, or the section saying the sports cannot be read (SPEC.md 8). */
export async function getSportsDirectory(signal: AbortSignal): Promise<StaticMarkup> {
  const sports = await provider.getSports({ signal })
  return sports.length === 0 ? UNAVAILABLE_DIRECTORY : toDirectory(sports)
}

let scoreboard: { at: number; strips: Promise<GameStrips> } | null = null

export function getScoreboard(now = Date.now()): Promise<GameStrips> {
  if (scoreboard && now - scoreboard.at < SCOREBOARD_FRESH_MS) return scoreboard.strips
  // Shared by the requests of the next seconds, so not tied to any one request's signal.
  const signal = forProviderCalls(AbortSignal.timeout(10_000))
  const strips = provider
    .getScoreboard({}, { signal })
    .then((games) =>
      toGameStrips(games, { count: SCOREBOARD_GAMES, withSport: true, compact: true, signal }),
    )
    .catch((): GameStrips => ({ upcoming: null, results: null }))
  scoreboard = { at: now, strips }
  return strips
}

/**
 * The countdown to the next featured game, as markup; null when there is none to count to (no
 * game, or its start has passed). Made once per answer of the provider.
 */
export async function getCountdownSection(signal: AbortSignal): Promise<StaticMarkup | null> {
  const [countdown, settings] = await Promise.all([
    provider.getHomepageCountdown({ signal }),
    provider.getSiteSettings({ signal }),
  ])
  if (!countdown) return null
  return toCountdownSection(countdown)(settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE)
}

const toCountdownSection = perAnswer((countdown: Countdown) => {
  const bySection = new Map<string, StaticMarkup | null>()
  return (zone: string): StaticMarkup | null => {
    const { target, game } = countdown
    if (!target || !game || target.getTime() <= Date.now()) return null
    let html = bySection.get(zone)
    if (html === undefined) {
      const day = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: zone,
      }).format(target)
      const label = `${game.sport.title} ${game.locationIndicator === 'A' ? 'at' : 'vs'} ${
        game.opponent?.name ?? 'opponent to be announced'
      } starts ${day}.`
      html = toStaticMarkup(
        <NextGameCountdown
          countdown={{ ...countdown, game }}
          day={day}
          figures={renderCountdown(target, label)}
          gameCenter={gameCenterPath(game.id)}
        />,
      )
      bySection.set(zone, html)
    }
    return html
  }
})
