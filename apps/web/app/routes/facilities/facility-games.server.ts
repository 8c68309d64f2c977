import { toGameStrips, toStripsMarkup } from '~/components/games/game-strips.server'
import { getGameWindow } from '~/components/games/game-window'
import { provider } from '~/utils/provider.server'

// The games held at a facility: the next ones and the latest results, of every sport, from two
// months back to four months ahead. Secondary to the facility page: when the games cannot be
// read the sections are left out.

const SHOWN = 6

export async function loadFacilityGames(facilityId: number, request: Request, now = new Date()) {
  const signal = request.signal
  const loaded = await provider.loadGames(getGameWindow(now, 60, 120), { signal })
  if (loaded.status !== 'ok') return null
  const here = loaded.value.filter((game) => game.facility?.id === facilityId)
  const strips = await toGameStrips(here, { count: SHOWN, withSport: true, now, signal })
  return toStripsMarkup(strips, request)
}
