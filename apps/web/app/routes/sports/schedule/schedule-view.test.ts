import { afterEach, expect, test, vi } from 'vitest'

import * as schedule from '~/components/games/schedule.server'

import { loader } from './schedule'

// The schedule opens in the department's default view (Schedule/settings) when the address names
// none; the address's `view` wins, and only a view other than the default needs one.

type Page = Awaited<ReturnType<typeof schedule.loadSchedulePage>>

function stub(defaultView: 'list' | 'table') {
  vi.spyOn(schedule, 'loadSchedulePage').mockResolvedValue({ defaultView } as Page)
}

const run = async (query: string) => {
  const request = new Request(`http://site.test/sports/mens-soccer/schedule${query}`)
  const data = await loader({ params: { slug: 'mens-soccer' }, request } as never)
  const { view, viewParam, otherViewParam } = data
  return { view, viewParam, otherViewParam }
}

afterEach(() => {
  vi.restoreAllMocks()
})

test.each([
  ['list', '', { view: 'list', viewParam: null, otherViewParam: 'table' }],
  ['list', '?view=table', { view: 'table', viewParam: 'table', otherViewParam: null }],
  ['list', '?view=nonsense', { view: 'list', viewParam: null, otherViewParam: 'table' }],
  ['table', '', { view: 'table', viewParam: null, otherViewParam: 'list' }],
  ['table', '?view=list', { view: 'list', viewParam: 'list', otherViewParam: null }],
  ['table', '?view=table', { view: 'table', viewParam: null, otherViewParam: 'list' }],
] as const)('default %s, address "%s"', async (defaultView, query, expected) => {
  stub(defaultView)
  expect(await run(query)).toEqual(expected)
})
