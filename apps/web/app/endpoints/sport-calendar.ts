import { toSlug } from '@fieldhouse/domain/slug'

import type { EndpointArgs } from '~/paths/endpoints'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'
import { requireSport } from '~/utils/sport.server'

import {
  calendarResponse,
  feedUnavailable,
  feedWindow,
} from './calendar-feeds/calendar-feed.server'

// GET /sports/{slug}/schedule.ics: a sport's games as a calendar to subscribe to.
export async function loader({
  params,
  request,
}: Pick<EndpointArgs<'/sports/:slug/schedule.ics'>, 'params' | 'request'>) {
  const signal = request.signal
  const sport = await requireSport(params, signal)
  const games = await provider.loadGames(
    { sportId: sport.id, ...feedWindow(new Date()) },
    { signal },
  )
  if (games.status !== 'ok') return feedUnavailable()
  const siteName = toSiteIdentity(await provider.getSiteSettings({ signal })).name
  return calendarResponse(games.value, {
    name: `${siteName} ${sport.title}`,
    filename: `${toSlug(sport.title) || 'schedule'}.ics`,
    signal,
  })
}
