import { SportResourceSchema } from '@fieldhouse/contract/sports'
import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { jsonResponse } from './fake-fetch'
import { toSport } from './sports'

const minimal = {
  id: 3,
  title: "Women's Soccer",
  abbrev: 'WSOC',
  shortName: 'wsoc',
  globalSportShortName: 'wsoc',
  globalSportNameSlug: 'womens-soccer',
}

const clientAnswering = (body: unknown) =>
  createTestClient(() => jsonResponse(body), { baseUrl: 'http://provider.test', cache: false })

test('toSport fills the SPEC 3 defaults when the provider leaves fields out', () => {
  expect(toSport(SportResourceSchema.parse(minimal))).toEqual({
    id: 3,
    title: "Women's Soccer",
    abbreviation: 'WSOC',
    shortTitle: null,
    shortName: 'wsoc',
    globalSportId: null,
    globalSportShortName: 'wsoc',
    globalSportNameSlug: 'womens-soccer',
    gender: null,
    nonSport: false,
    facebook: null,
    instagram: null,
    pinterest: null,
    twitter: null,
    youtube: null,
    tickets: null,
    url: null,
    rosterId: null,
    scheduleId: null,
    displayOpponentHistory: false,
  })
})

test('toSport renames every wire field it reads', () => {
  const sport = toSport(
    SportResourceSchema.parse({
      ...minimal,
      globalSportId: 12,
      globalSportGender: 'f',
      nonSport: true,
      facebookPage: 'fb-page',
      instagramName: 'ig',
      pinterestName: 'pin',
      twitterName: 'tw',
      youtubeName: 'yt',
      ticketsLink: 'https://tickets.test',
      rosterId: 40,
      scheduleId: 41,
      displayOpponentHistory: true,
    }),
  )
  expect(sport).toMatchObject({
    globalSportId: 12,
    gender: 'f',
    nonSport: true,
    facebook: 'fb-page',
    instagram: 'ig',
    pinterest: 'pin',
    twitter: 'tw',
    youtube: 'yt',
    tickets: 'https://tickets.test',
    rosterId: 40,
    scheduleId: 41,
    displayOpponentHistory: true,
    shortTitle: null,
    url: null,
  })
})

test('shortTitle and url stay null even when the provider sends values', () => {
  const sport = toSport(
    SportResourceSchema.parse({ ...minimal, shortDisplay: 'W Soccer', url: '/sports/wsoc' }),
  )
  expect([sport.shortTitle, sport.url]).toEqual([null, null])
})

test('getSports ignores unknown fields and tolerates nulls', async () => {
  const { client, logger } = clientAnswering([
    {
      ...minimal,
      latestRosterPlayerId: 77,
      someFutureObject: { nested: true },
      globalSportId: null,
      globalSportGender: null,
      facebookPage: null,
      rosterId: null,
      scheduleId: null,
      oldId: null,
      imagesJson: null,
    },
  ])
  const [sport] = await client.getSports()
  expect(logger.records).toEqual([])
  expect(sport).toMatchObject({ id: 3, globalSportId: null, gender: null, facebook: null })
  expect(Object.keys(sport ?? {})).not.toContain('latestRosterPlayerId')
})

test('getSports keeps the provider order and maps every sport', async () => {
  const { client } = clientAnswering([
    { ...minimal, id: 2, title: 'B' },
    { ...minimal, id: 1, title: 'A' },
  ])
  expect((await client.getSports()).map((sport) => sport.title)).toEqual(['B', 'A'])
})

test('getSport maps a single sport', async () => {
  const { client } = clientAnswering(minimal)
  expect(await client.getSport(3)).toMatchObject({ id: 3, shortName: 'wsoc' })
})

test('entities survive a JSON round trip unchanged', async () => {
  const { client } = clientAnswering([minimal])
  const sports = await client.getSports()
  expect(JSON.parse(JSON.stringify(sports))).toEqual(sports)
})

test('loadSports tells an outage from a list the provider really sent', async () => {
  const answers = [jsonResponse([minimal]), new Response(null, { status: 503 })]
  const { client } = createTestClient(
    () => answers.shift() ?? new Response(null, { status: 503 }),
    { cache: false },
  )
  expect((await client.loadSports()).status).toBe('ok')
  expect(await client.loadSports()).toEqual({ status: 'unavailable' })
  expect(await client.getSports()).toEqual([])
})
