import { wireStaffMember } from '@fieldhouse/contract/staff-fixtures'
import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

test('a staff member maps to the entity', async () => {
  const { client, requests } = setup(async () => jsonResponse(wireStaffMember))
  expect(await client.loadStaffMember(41000)).toEqual({
    status: 'ok',
    value: {
      id: 41000,
      firstName: 'Pat',
      lastName: 'Lee',
      title: 'Head Coach',
      email: 'plee@example.edu',
      phone: null,
      image: { url: '/images/demo/staff/football/41000.svg', alt: 'Pat Lee' },
      bio: '<p>Coach.</p>',
      socialMedia: [{ platform: 'Twitter', userName: 'CoachLee', url: 'https://x.com/CoachLee' }],
      category: { id: 10, title: 'Football' },
      placement: { globalSportNameSlug: 'football', kind: 'coach' },
    },
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Staff/41000')
})

test.each([
  [
    'https://athletics.example/sports/golf/roster/staff/p-l/41000',
    { globalSportNameSlug: 'golf', kind: 'support' },
  ],
  // Another person's bio, a staff-directory page, a player's bio, none: no placement.
  ['/sports/football/roster/coaches/someone-else/41001', null],
  ['/staff-directory/pat-lee/41000', null],
  ['/sports/football/roster/pat-lee/41000', null],
  [null, null],
] as const)('a staff url of %j places the bio at %j', async (url, placement) => {
  const { client } = setup(async () => jsonResponse({ ...wireStaffMember, url }))
  const loaded = await client.loadStaffMember(41000)
  if (loaded.status !== 'ok') throw new Error(loaded.status)
  expect(loaded.value.placement).toEqual(placement)
})

test.each([
  ['204', () => emptyResponse(204), 'missing'],
  ['404', () => emptyResponse(404), 'missing'],
  ['502', () => emptyResponse(502), 'unavailable'],
])('a staff member answered with %s is %s', async (_name, answer, status) => {
  const { client } = setup(async () => answer())
  expect((await client.loadStaffMember(1)).status).toBe(status)
})

test('coaching records parse the percentages into fractions', async () => {
  const record = {
    firstName: 'Pat',
    lastName: 'Lee',
    overallWins: 10,
    overallLosses: 5,
    overallTies: 1,
    overallWinPercent: '.656',
    conferenceWins: 6,
    conferenceLosses: 2,
    conferenceTies: 0,
    conferenceWinPercent: '.750',
  }
  const { client } = setup(async () =>
    jsonResponse({
      yearly: [{ ...record, season: '2025' }],
      overall: [{ ...record, numberOfSeasons: 1, startYear: '2025', endYear: '2025' }],
    }),
  )
  const result = await client.loadCoachingHistory(10)
  expect(result.status === 'ok' && result.value.yearly[0]).toMatchObject({
    season: '2025',
    overallWinPercent: 0.656,
    conferenceWinPercent: 0.75,
  })
  expect(result.status === 'ok' && result.value.overall[0]).toMatchObject({
    numberOfSeasons: 1,
    startYear: '2025',
    overallWins: 10,
  })
  const empty = setup(async () => jsonResponse({ yearly: [], overall: [] }))
  expect(await empty.client.loadCoachingHistory(26)).toEqual({
    status: 'ok',
    value: { yearly: [], overall: [] },
  })
})
