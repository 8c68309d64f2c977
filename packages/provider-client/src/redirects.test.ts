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
