import type { EndpointArgs } from '~/paths/endpoints'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

import {
  calendarResponse,
  feedUnavailable,
  feedWindow,
} from './calendar-feeds/calendar-feed.server'

// GET /calendar.ics: every sport's games as one calendar to subscribe to.
export async function loader({ request }: Pick<EndpointArgs<'/calendar.ics'>, 'request'>) {
  const signal = request.signal
  const games = await provider.loadGames(feedWindow(new Date()), { signal })
  if (games.status !== 'ok') return feedUnavailable()
  const siteName = toSiteIdentity(await provider.getSiteSettings({ signal })).name
  return calendarResponse(games.value, {
    name: `${siteName}: all sports`,
    filename: 'athletics.ics',
    signal,
  })
}
