import { readLiveView } from '~/components/games/live-poll.server'
import type { EndpointArgs } from '~/paths/endpoints'
import { parseId } from '~/utils/params'

// GET /game-center/{gameId}/live: the game center's polling endpoint (JSON). A second of
// freshness is allowed to any cache on the way, so a CDN or nginx in front answers a stadium's
// worth of phones with one request a second. `null` when the game has no live state (yet).
export async function loader({
  params,
}: Pick<EndpointArgs<'/game-center/:gameId/live'>, 'params'>) {
  const gameId = parseId(params.gameId)
  if (gameId === null) {
    return Response.json(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  return Response.json(await readLiveView(gameId), {
    headers: { 'Cache-Control': 'public, max-age=1, s-maxage=1' },
  })
}
