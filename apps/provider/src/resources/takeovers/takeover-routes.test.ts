import { TakeoversResponseSchema } from '@fieldhouse/contract/takeovers'
import { expect, test } from 'vitest'
import { makeTestApp, openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

async function takeoverIds(query: string, app = provider) {
  return TakeoversResponseSchema.parse(await app.getJson(`/api/v2/Takeovers${query}`)).map(
    (t) => t.id,
  )
}

// Seed: 1 site-wide and running; 2 for the featured sport (10), ended in 2021.
test.each([
  ['', [1]],
  ['?sportId=0', [1]],
  ['?sportId=10', [1]],
  ['?SportId=11', [1]],
])('takeovers%s are %j', async (query, expected) => {
  expect(await takeoverIds(query)).toEqual(expected)
})

test('a sport takeover is returned for its sport while it runs', async () => {
  const back = makeTestApp({ now: () => new Date('2021-01-05T12:00:00') })
  try {
    expect(await takeoverIds('?sportId=10', back)).toEqual([1, 2])
    expect(await takeoverIds('?sportId=11', back)).toEqual([1])
  } finally {
    back.close()
  }
})

test('a takeover has the url and cookie the website needs', async () => {
  const [takeover] = TakeoversResponseSchema.parse(await provider.getJson('/api/v2/Takeovers'))
  expect(takeover?.url).toMatch(/^\/gameday\/concurrent\.aspx\?ids=/)
  expect(takeover?.cookie).toBeTruthy()
})
