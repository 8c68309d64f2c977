import { splitSchedule } from '@fieldhouse/domain/schedule-groups'

import { toLinkedGameViews } from '~/components/games/game-addresses.server'
import { renderGameCards } from '~/components/games/static-games.server'
import { provider } from '~/utils/provider.server'

// The games held at a facility: the next ones and the latest results, of every sport, from two
// months back to four months ahead. Secondary to the facility page: when the games cannot be
// read the sections are left out.

const DAY_MS = 86_400_000
const SHOWN = 6

export async function loadFacilityGames(facilityId: number, signal: AbortSignal, now = new Date()) {
  const day = (offset: number) =>
    new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10)
  const loaded = await provider.loadGames({ startDate: day(-60), endDate: day(120) }, { signal })
  if (loaded.status !== 'ok') return null
  const here = loaded.value.filter((game) => game.facility?.id === facilityId)
  const { upcoming, results } = splitSchedule(here, now)
  const [next, latest] = await Promise.all([
    toLinkedGameViews(upcoming.slice(0, SHOWN), signal),
    toLinkedGameViews(results.slice(-SHOWN).reverse(), signal),
  ])
  return {
    upcoming: next.length
      ? renderGameCards(next, { label: 'Upcoming games', withSport: true })
      : null,
    results: latest.length
      ? renderGameCards(latest, { label: 'Recent results', withSport: true })
      : null,
  }
}
