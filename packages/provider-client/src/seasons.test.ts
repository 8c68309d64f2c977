import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

test('the current season maps to the entity; failure is null', async () => {
  const { client, requests } = setup(async () =>
    jsonResponse({
      id: 3011,
      title: '2026-27',
      shortName: null,
      startDate: '2026-10-01T00:00:00',
      created: '2026-04-01T09:30:00',
    }),
  )
  expect(await client.getCurrentSeason(11)).toEqual({
    id: 3011,
    title: '2026-27',
    startDate: '2026-10-01T00:00:00',
  })
  expect(`${requests[0]?.url.pathname}${requests[0]?.url.search}`).toBe(
    '/api/v2/Season/current?sportId=11',
  )
  const failing = setup(async () => emptyResponse(500))
  expect(await failing.client.getCurrentSeason(11)).toBeNull()
})

test('related seasons map to the selector entries; failure is []', async () => {
  const { client } = setup(async () =>
    jsonResponse([
      {
        seasonTitle: '2026-27',
        scheduleId: 2011,
        isCurrent: true,
        globalSportNameSlug: 'mens-basketball',
      },
    ]),
  )
  expect(await client.getRelatedSeasons(11)).toEqual([
    { title: '2026-27', scheduleId: 2011, isCurrent: true, globalSportNameSlug: 'mens-basketball' },
  ])
  const failing = setup(async () => emptyResponse(503))
  expect(await failing.client.getRelatedSeasons(11)).toEqual([])
})

test('related seasons as a main item: a failure is unavailable, never an empty list', async () => {
  const ok = setup(async () =>
    jsonResponse([{ seasonTitle: '2026', scheduleId: 2001, isCurrent: true }]),
  )
  expect(await ok.client.loadRelatedSeasons(1)).toEqual({
    status: 'ok',
    value: [{ title: '2026', scheduleId: 2001, isCurrent: true, globalSportNameSlug: null }],
  })
  const failing = setup(async () => emptyResponse(500))
  expect(await failing.client.loadRelatedSeasons(1)).toEqual({ status: 'unavailable' })
})
