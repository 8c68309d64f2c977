import type { Game } from '@fieldhouse/provider-client/game'

import { getGameAddresses } from '~/components/games/game-addresses.server'
import { getGameWindow } from '~/components/games/game-window'
import { getSiteUrl } from '~/utils/env.server'
import { toICalendar } from '~/utils/icalendar.server'
import { provider } from '~/utils/provider.server'

import { toCalendarEvent } from './calendar-events.server'

// The calendar subscriptions: the games of half a year back and a year ahead, so a subscribed
// calendar keeps this season's results and shows what is coming. Calendar apps refresh hourly;
// a CDN may keep a copy for fifteen minutes.

const DAYS_BACK = 180
const DAYS_AHEAD = 365

export const FEED_HEADERS = {
  'Content-Type': 'text/calendar; charset=utf-8',
  'Cache-Control': 'public, max-age=900, s-maxage=900',
}

/** The feed window around `now`. */
export function feedWindow(now: Date) {
  return getGameWindow(now, DAYS_BACK, DAYS_AHEAD)
}

/** An iCalendar response of these games, or a plain 503 when the provider cannot be read. */
export async function calendarResponse(
  games: Game[],
  options: { name: string; filename: string; signal: AbortSignal },
): Promise<Response> {
  const siteUrl = getSiteUrl()
  const parts = await getGameAddresses(games, options.signal)
  const context = { siteUrl, host: new URL(siteUrl).host, ...parts }
  const body = toICalendar({
    name: options.name,
    stamp: new Date(),
    events: games.flatMap((game) => toCalendarEvent(game, context) ?? []),
  })
  return new Response(body, {
    headers: {
      ...FEED_HEADERS,
      'Content-Disposition': `inline; filename="${options.filename}"`,
    },
  })
}

export function feedUnavailable(): Response {
  return new Response('The calendar is temporarily unavailable. Try again in a minute.', {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '30',
    },
  })
}
