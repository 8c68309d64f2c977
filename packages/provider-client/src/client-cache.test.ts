import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { type ProviderClientOptions } from './client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const sport = (id: number) => ({
  id,
  title: `Sport ${id}`,
  abbrev: null,
  shortName: `s${id}`,
  globalSportShortName: null,
  globalSportNameSlug: `sport-${id}`,
})

function setup(handler: TestHandler, cache: ProviderClientOptions['cache'] = {}) {
  let time = 0
  const now = () => time
  const made = createTestClient(handler, { baseUrl: 'http://provider.test', now, cache })
  return { ...made, advance: (ms: number) => void (time += ms) }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

test('a repeated call within 30 s is answered from the cache', async () => {
  const { client, requests, advance } = setup(async () => jsonResponse([sport(1)]))
  await client.getSports()
  advance(30_000)
  expect((await client.getSports()).map((s) => s.id)).toEqual([1])
  expect(requests).toHaveLength(1)
})

test('after 30 s the stale list is served while one background call refreshes it', async () => {
  let version = 1
  const { client, requests, advance } = setup(async () => jsonResponse([sport(version)]))
  await client.getSports()
  advance(30_001)
  version = 2
  const [a, b] = await Promise.all([client.getSports(), client.getSports()])
  expect([a[0]?.id, b[0]?.id]).toEqual([1, 1])
  await settle()
  expect(requests).toHaveLength(2)
  expect((await client.getSports())[0]?.id).toBe(2)
})

test('a failing provider is covered by the stale value for up to a day', async () => {
  let up = true
  const { client, logger, advance } = setup(async () =>
    up ? jsonResponse([sport(1)]) : emptyResponse(503),
  )
  await client.getSports()
  up = false
  advance(30_000 + 23 * 60 * 60_000)
  expect((await client.getSports()).map((s) => s.id)).toEqual([1])
  // The failure is still logged so an outage is visible while visitors see content.
  expect(logger.records[0]?.obj).toMatchObject({ label: 'sports repository', status: 503 })
  advance(2 * 60 * 60_000)
  expect(await client.getSports()).toEqual([])
})

test('queries are part of the cache key, in any order', async () => {
  const { client, requests } = setup(async () => jsonResponse([]))
  await client.searchTrackingTags({ pageTemplate: 'story', sportName: 'football' })
  await client.searchTrackingTags({ sportName: 'football', pageTemplate: 'story' })
  await client.searchTrackingTags({ pageTemplate: 'story', sportName: 'soccer' })
  expect(requests).toHaveLength(2)
})

test('204 answers are cached like data', async () => {
  const { client, requests } = setup(async () => emptyResponse(204))
  await client.getPromotion('home_top')
  await client.getPromotion('home_top')
  expect(requests).toHaveLength(1)
})

test('404 answers are not cached', async () => {
  const { client, requests } = setup(async () => emptyResponse(404))
  await client.getSport(9)
  await client.getSport(9)
  expect(requests).toHaveLength(2)
})

test('hidden splash, splash clicks and impression counts always reach the provider', async () => {
  const { client, requests } = setup(async () => emptyResponse(204))
  // The clock is frozen, so even the cache-busting t repeats: only "never cached" explains a
  // second preview request.
  for (let i = 0; i < 2; i += 1) {
    await client.getHiddenSplash({ splashId: 1 }, 'editor-token')
    await client.trackSplashClick(1)
    await client.countImpressions([1, 2])
  }
  expect(requests).toHaveLength(6)
})

test('with cache: false every call reaches the provider', async () => {
  const { client, requests } = setup(async () => jsonResponse([sport(1)]), false)
  await client.getSports()
  await client.getSports()
  expect(requests).toHaveLength(2)
})

test('maxEntries bounds the cache', async () => {
  const { client, requests } = setup(async () => emptyResponse(204), { maxEntries: 1 })
  await client.getTakeovers(1)
  await client.getTakeovers(2)
  await client.getTakeovers(1)
  expect(requests).toHaveLength(3)
})
