import { afterEach, expect, test, vi } from 'vitest'

import * as gameDay from '~/components/games/game-day.server'
import * as schedule from '~/components/games/schedule.server'

import { loader } from './schedule'

// The schedule opens in the department's default view (Schedule/settings) when the address names
// none; the address's `view` wins, and only a view other than the default needs one.

type Page = Awaited<ReturnType<typeof schedule.loadSchedulePage>>

function stub(defaultView: 'list' | 'table') {
  vi.spyOn(schedule, 'loadSchedulePage').mockResolvedValue({
    defaultView,
    sport: { globalSportNameSlug: 'mens-soccer' },
    seasonParam: null,
    filter: 'home',
  } as Page)
  vi.spyOn(gameDay, 'getGameDayValue').mockResolvedValue(null)
}

const run = async (query: string) => {
  const request = new Request(`http://site.test/sports/mens-soccer/schedule${query}`)
  const answer = await loader({ params: { slug: 'mens-soccer' }, request } as never)
  const { view, viewParam, otherViewHref, allGamesHref } = answer.data
  return { view, viewParam, otherViewHref, allGamesHref }
}

afterEach(() => {
  vi.restoreAllMocks()
})

const at = '/sports/mens-soccer/schedule'

test.each([
  ['list', '', 'list', null, `${at}?filter=home&view=table`, at],
  ['list', '?view=table', 'table', 'table', `${at}?filter=home`, `${at}?view=table`],
  ['list', '?view=nonsense', 'list', null, `${at}?filter=home&view=table`, at],
  ['table', '', 'table', null, `${at}?filter=home&view=list`, at],
  ['table', '?view=list', 'list', 'list', `${at}?filter=home`, `${at}?view=list`],
  ['table', '?view=table', 'table', null, `${at}?filter=home&view=list`, at],
] as const)(
  'default %s, address "%s": shows %s',
  async (defaultView, query, view, viewParam, otherViewHref, allGamesHref) => {
    stub(defaultView)
    expect(await run(query)).toEqual({ view, viewParam, otherViewHref, allGamesHref })
  },
)
