import { expect, test } from 'vitest'

import { emptyResponse, jsonResponse } from './fake-fetch'
import { createTestClient, pathAndQuery } from './test-client'

test('getRedirects reads the route rules once, then from the response cache', async () => {
  const rules = [{ from: '/tickets-old', to: '/tickets' }]
  const { client, requests } = createTestClient(() => jsonResponse(rules))
  expect(await client.getRedirects()).toEqual(rules)
  expect(await client.getRedirects()).toEqual(rules)
  expect(requests.map(pathAndQuery)).toEqual(['/api/v2/Redirects'])
})

test('a failing redirects call means no rules, logged as the redirects repository', async () => {
  const { client, logger } = createTestClient(() => emptyResponse(500))
  expect(await client.getRedirects()).toEqual([])
  expect(logger.records.some((record) => record.msg.startsWith('redirects repository'))).toBe(true)
})

test('a malformed answer means no rules', async () => {
  const { client } = createTestClient(() => jsonResponse([{ from: 1 }]))
  expect(await client.getRedirects()).toEqual([])
})

test('a failing redirects call is logged once a fresh period, not on every read', async () => {
  let now = 0
  const { client, logger, requests } = createTestClient(() => emptyResponse(500), {
    now: () => now,
    cache: { freshMs: 30_000 },
  })
  for (let i = 0; i < 5; i++) expect(await client.getRedirects()).toEqual([])
  const logged = () => logger.records.filter((record) => record.msg.startsWith('redirects'))
  expect(logged()).toHaveLength(1)
  now += 30_001
  expect(await client.getRedirects()).toEqual([])
  expect(logged()).toHaveLength(2)
  // The one failing call retried once each time (transport.ts), never once per read.
  expect(requests).toHaveLength(4)
})

test('the same list comes back while the cache keeps it', async () => {
  const { client } = createTestClient(() => jsonResponse([{ from: '/a', to: '/b' }]))
  expect(await client.getRedirects()).toBe(await client.getRedirects())
})
