import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { wireLegacyGame } from './games-fixtures'

// The print calendar's span: /Calendar/events/date-range (README row "Calendar/events/date-range").

const setup = (response: () => Response) => createTestClient(response, { cache: false })

test('a date range asks for both days and the filters, and keeps one game under two ids once', async () => {
  const { client, requests } = setup(() =>
    jsonResponse([
      { date: '2026-09-10T00:00:00', events: [wireLegacyGame] },
      { date: '2026-09-12T00:00:00', events: [{ ...wireLegacyGame, id: 99001 }] },
    ]),
  )
  const days = await client.loadCalendarDateRange('2026-09-01', '2026-10-15', {
    sportId: 10,
    locationIndicator: 'H',
  })
  const request = requests[0]
  expect(`${request?.url.pathname}${request?.url.search}`).toBe(
    '/api/v2/Calendar/events/date-range?endDate=2026-10-15&locationIndicator=H&sportId=10&startDate=2026-09-01',
  )
  expect(
    days.status === 'ok' && days.value.map((day) => [day.date, day.games.map((g) => g.id)]),
  ).toEqual([['2026-09-10', [25346]]])
})

test('a date range the provider cannot answer is unavailable, never missing', async () => {
  const { client } = setup(() => emptyResponse(503))
  expect(await client.loadCalendarDateRange('2026-09-01', '2026-09-30')).toEqual({
    status: 'unavailable',
  })
})
