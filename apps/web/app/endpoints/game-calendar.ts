import type { EndpointArgs } from '~/paths/endpoints'
import { requireLoaded } from '~/utils/loaded'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import { calendarResponse } from './calendar-feeds/calendar-feed.server'

// GET /game-center/{gameId}/calendar.ics: "add to calendar" for one game (a file with one event,
// the same event the subscriptions carry, so adding both does not make a duplicate).
export async function loader({
  params,
  request,
}: Pick<EndpointArgs<'/game-center/:gameId/calendar.ics'>, 'params' | 'request'>) {
  const signal = request.signal
  const game = requireLoaded(await provider.loadGame(requireId(params.gameId), { signal }))
  return calendarResponse([game], {
    name: `${game.sport.title} ${game.atVs} ${game.opponent?.name ?? 'TBA'}`,
    filename: `game-${game.id}.ics`,
    signal,
  })
}
