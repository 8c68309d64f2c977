import { expect, test } from 'vitest'
import { z } from 'zod'
import { createResponseCache } from './cache'
import { createFakeFetch, createRecordingLogger, emptyResponse, jsonResponse } from './fake-fetch'
import { createLoaders } from './loaders'
import { createTransport } from './transport'

const Named = z.object({ name: z.string() })

function setup(answer: () => Response, zone: () => string = () => 'America/Chicago') {
  const { fetch, requests } = createFakeFetch(async () => answer())
  const logger = createRecordingLogger()
  const transport = createTransport({
    baseUrl: 'http://p.test',
    tenant: 'demo',
    fetch,
    sleep: async () => undefined,
    now: () => 0,
    timeoutMs: 1_000,
    logger,
    cache: createResponseCache({ now: () => 0 }),
  })
  const zones: string[] = []
  const loaders = createLoaders(transport, async () => zone())
  // A zone-dependent schema: it records the zone it was built for.
  const zoned = (timeZone: string) => Named.transform((named) => (zones.push(timeZone), named))
  return { ...loaders, requests, logger, zones, zoned }
}

test.each([
  ['204', () => emptyResponse(204), 'missing', 'missing'],
  ['404', () => emptyResponse(404), 'missing', 'unavailable'],
  ['500', () => emptyResponse(500), 'unavailable', 'unavailable'],
  ['a body the schema refuses', () => jsonResponse({ name: 1 }), 'unavailable', 'unavailable'],
])('%s: loadItem answers %s, load %s', async (_, answer, item, other) => {
  const { load, loadItem } = setup(answer)
  const request = { label: 'test repository', path: '/Things/1', schema: Named }
  expect(await loadItem(request, {})).toEqual({ status: item })
  expect(await load({ ...request, path: '/Things' }, {})).toEqual({ status: other })
})

test('a 404 to an item is not logged; to anything else it is a logged failure', async () => {
  const { load, loadItem, logger } = setup(() => emptyResponse(404))
  await loadItem({ label: 'test repository', path: '/Things/1', schema: Named }, {})
  expect(logger.records).toEqual([])
  await load({ label: 'test repository', path: '/Things', schema: Named }, {})
  expect(logger.records.map((record) => record.msg)).toEqual([
    'test repository: provider request failed',
  ])
})

test('a schema of the zone is built for the tenant zone and sends the query', async () => {
  const { loadItem, requests, zones, zoned } = setup(
    () => jsonResponse({ name: 'Owls' }),
    () => 'UTC',
  )
  const request = { label: 'test repository', path: '/Things/1', query: { b: 2, a: 1 } }
  expect(await loadItem({ ...request, schema: zoned }, {})).toEqual({
    status: 'ok',
    value: { name: 'Owls' },
  })
  expect(zones).toEqual(['UTC'])
  expect(requests.map((r) => `${r.url.pathname}${r.url.search}`)).toEqual([
    '/api/v2/Things/1?a=1&b=2',
  ])
})

test('the zone keys the response cache: a value mapped in one zone is not served for another', async () => {
  let zone = 'UTC'
  const { loadItem, requests } = setup(
    () => jsonResponse({ name: 'Owls' }),
    () => zone,
  )
  const request = { label: 'test repository', path: '/Things/1', schema: () => Named }
  await loadItem(request, {})
  await loadItem(request, {})
  zone = 'Europe/London'
  await loadItem(request, {})
  expect(requests).toHaveLength(2)
})

test.each([
  ['200', () => jsonResponse({ name: 'Owls' }), { name: 'Owls' }],
  ['204', () => emptyResponse(204), null],
  ['404', () => emptyResponse(404), null],
  ['500', () => emptyResponse(500), null],
  ['a body the schema refuses', () => jsonResponse({ name: 1 }), null],
])(
  '%s: getOr answers %o (the fallback null for anything but a value)',
  async (_, answer, value) => {
    const { getOr } = setup(answer)
    expect(
      await getOr({ label: 'test repository', path: '/Things', schema: Named }, {}, null),
    ).toEqual(value)
  },
)

test('getOr: a 404 is logged as a failure unless allowNotFound', async () => {
  const { getOr, logger } = setup(() => emptyResponse(404))
  const request = { label: 'test repository', path: '/Things/1', schema: Named }
  expect(await getOr({ ...request, allowNotFound: true }, {}, [])).toEqual([])
  expect(logger.records).toEqual([])
  expect(await getOr({ ...request, path: '/Things' }, {}, [])).toEqual([])
  expect(logger.records.map((record) => record.msg)).toEqual([
    'test repository: provider request failed',
  ])
})
