import { data } from 'react-router'

import { getLocalDay } from '@fieldhouse/domain/local-day'
import { GAME_DAY_HEADER, toGameDayHeader } from '@fieldhouse/domain/saved-pages'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { Game } from '@fieldhouse/provider-client/game'

import { gameCenterPath } from '~/paths/games'
import { rosterPath } from '~/paths/roster'
import { schedulePath } from '~/paths/schedule'
import { env } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'

// Stadium mode's game day (docs/decisions/039): a schedule, roster or game center page of a sport
// that plays today (the tenant's day) names, in a response header, the pages a fan in the stands
// wants with no signal: the sport's schedule and roster and today's game center. The service
// worker saves them in the background on a good connection. A header, not markup: no page
// carries a byte more, and the worker reads it on the answer it already has.

/** The game-day header's value for a sport's games, or null when none is played today. */
export function toGameDayValue(
  slug: string | null,
  games: readonly Pick<Game, 'id' | 'day'>[],
  timeZone: string | null | undefined,
  now = new Date(),
): string | null {
  if (!slug) return null
  const today = getLocalDay(now, timeZone ?? DEFAULT_TIME_ZONE)
  const game = games.find((entry) => entry.day === today)
  if (!game) return null
  return toGameDayHeader([schedulePath(slug), rosterPath(slug), gameCenterPath(game.id)])
}

/** The same for a page that has not read the sport's games (the roster): today's, asked for. */
export async function getGameDayValue(
  sport: { id: number; globalSportNameSlug: string },
  signal: AbortSignal,
): Promise<string | null> {
  if (env.SERVICE_WORKER !== 'on') return null
  const settings = await provider.getSiteSettings({ signal })
  const timeZone = settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE
  const today = getLocalDay(new Date(), timeZone)
  const games = await provider.loadGames(
    { sportId: sport.id, startDate: today, endDate: today },
    { signal },
  )
  // Secondary: a failure is a day without the header, never a failed page.
  return games.status === 'ok'
    ? toGameDayValue(sport.globalSportNameSlug, games.value, timeZone)
    : null
}

/** A loader's answer with the game-day header when there is one. */
export function withGameDay<T>(payload: T, value: string | null) {
  // With the worker switched off (the kill switch) nothing would read it.
  const named = value && env.SERVICE_WORKER === 'on'
  return data(payload, named ? { headers: { [GAME_DAY_HEADER]: value } } : undefined)
}

/** The route's `headers`: the page (document or data) passes its loader's game-day header on. */
export function gameDayHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const value = loaderHeaders.get(GAME_DAY_HEADER)
  return value ? { [GAME_DAY_HEADER]: value } : {}
}
