import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { page, setupMedia } from './media-fixtures'

// Awards, all-Americans and the hall of fame: mapping, queries sent and outcomes.

const sport = {
  id: 10,
  title: 'Football',
  abbrev: 'FB',
  shortName: 'football',
  globalSportShortName: 'football',
  globalSportNameSlug: 'football',
}
const wireAward = {
  id: 1001,
  aowTypeId: 1,
  aowTypeTitle: 'Conference Player of the Year',
  playerId: 510001,
  firstName: 'Jalen',
  lastName: 'Ortiz',
  gender: 'M',
  homeTown: 'Dayton, OH',
  highSchool: '',
  major: null,
  sport,
  positionLong: 'Quarterback',
  positionShort: 'QB',
  shortHighlights: 'Led the league',
  highlights: '<p>Named <strong>player</strong> of the year.</p><script>x()</script>',
  rpAcademicYear: 4,
  academicYear: 'Sr.',
  academicYearFull: 'Senior',
  jerseyNumber: '7',
  useBioPhoto: true,
  image: {
    url: '/images/demo/rosters/football/1.svg',
    absoluteUrl: 'http://p.test/x',
    altText: '',
  },
  url: '/awards/1001',
  date: '2025-11-20T00:00:00',
  aowExpires: '2027-07-01T00:00:00',
  rosterPlayerId: 110001,
}

test('loadAwards maps an award (HTML made safe, 0 player as null) and sends every filter', async () => {
  const historical = { ...wireAward, id: 1002, playerId: 0, rosterPlayerId: null, image: null }
  const { client, requests } = setupMedia(() => jsonResponse(page([wireAward, historical, {}])))
  const result = await client.loadAwards({
    typeId: 1,
    sportId: 10,
    hideExpired: true,
    pageIndex: 0,
    pageSize: 20,
  })
  expect(requests[0]?.url.search).toBe(
    '?$pageIndex=0&$pageSize=20&AwardTypeId=1&HideExpired=true&sportId=10',
  )
  if (result.status !== 'ok') throw new Error(result.status)
  expect(result.value.items).toHaveLength(2)
  expect(result.value.items[0]).toMatchObject({
    id: 1001,
    type: { id: 1, title: 'Conference Player of the Year' },
    playerId: 510001,
    rosterPlayerId: 110001,
    sport: { id: 10, title: 'Football', globalSportNameSlug: 'football' },
    position: 'Quarterback',
    academicYear: 'Sr.',
    highSchool: null,
    highlights: '<p>Named <strong>player</strong> of the year.</p>',
    image: { url: '/images/demo/rosters/football/1.svg', alt: 'Jalen Ortiz' },
    day: '2025-11-20',
    expires: '2027-07-01',
  })
  expect(result.value.items[1]).toMatchObject({ playerId: null, rosterPlayerId: null, image: null })
})

test('loadAward: 204 missing, 500 unavailable; getAwardTypes degrades to []', async () => {
  const { client } = setupMedia((request) =>
    emptyResponse(request.url.pathname.endsWith('/1') ? 204 : 500),
  )
  expect(await client.loadAward(1)).toEqual({ status: 'missing' })
  expect(await client.loadAward(2)).toEqual({ status: 'unavailable' })
  expect(await client.getAwardTypes()).toEqual([])
})

const wireAllAmerican = {
  id: 2001,
  firstName: 'Ruth',
  lastName: 'Adler',
  year: 1964,
  sport: {
    id: 12,
    title: "Women's Basketball",
    shortName: 'wbball',
    globalSportNameSlug: 'womens-basketball',
  },
  position: 'Guard',
  hometown: 'Erie, PA',
  team: 'First Team',
  selector: 'Associated Press',
  academic: false,
  playerId: 0,
  rosterPlayerId: null,
  image: null,
  bio: '<p>A pioneer.</p>',
}

test('loadAllAmericans keeps the groups in order and drops a malformed member everywhere', async () => {
  const broken = { id: 2002, firstName: 'No' }
  const body = {
    members: [wireAllAmerican, broken],
    groups: [{ key: '1964', title: '1964', members: [wireAllAmerican, broken] }],
  }
  const { client, requests, logger } = setupMedia(() => jsonResponse(body))
  const result = await client.loadAllAmericans({ grouping: 'year', sportId: 12, year: 1964 })
  expect(requests[0]?.url.search).toBe('?grouping=year&sportId=12&year=1964')
  if (result.status !== 'ok') throw new Error(result.status)
  expect(result.value.members.map((m) => m.id)).toEqual([2001])
  expect(result.value.groups).toEqual([
    { key: '1964', title: '1964', members: result.value.members },
  ])
  expect(result.value.members[0]).toMatchObject({
    playerId: null,
    team: 'First Team',
    bio: '<p>A pioneer.</p>',
  })
  expect(logger.records.some((e) => e.level === 'error')).toBe(true)
})

test('loadAllAmerican 204 missing; groupings and settings degrade', async () => {
  const { client } = setupMedia(() => emptyResponse(204))
  expect(await client.loadAllAmerican(9)).toEqual({ status: 'missing' })
  const failing = setupMedia(() => emptyResponse(500)).client
  expect(await failing.getAllAmericanGroupings()).toEqual([])
  expect(await failing.getAllAmericanSettings()).toBeNull()
})

const member = (id: number, year: number, extra: Record<string, unknown> = {}) => ({
  inductionYear: year,
  bio: '<p>Bio</p>',
  id,
  classYear: year - 20,
  firstName: 'Ann',
  lastName: `Lee${id}`,
  sports: ['Softball'],
  image: null,
  social: { twitter: id === 1 ? 'annlee' : null, apple: null },
  ...extra,
})

test('loadHallOfFame orders year groups newest first (JSON objects lose key order)', async () => {
  const team = member(3, 1999, {
    firstName: '',
    lastName: '1995 Softball',
    isTeam: true,
    classYear: null,
  })
  const body = {
    members: [member(1, 2025), team, member(2, 1975)],
    groups: { '1975': [member(2, 1975)], '1999': [team], '2025': [member(1, 2025)] },
  }
  const { client, requests } = setupMedia(() => jsonResponse(body))
  const result = await client.loadHallOfFame({ grouping: 'induction-year', sportId: 14 })
  expect(requests[0]?.url.search).toBe('?grouping=induction-year&sportId=14')
  if (result.status !== 'ok') throw new Error(result.status)
  expect(result.value.groups.map((g) => g.key)).toEqual(['2025', '1999', '1975'])
  const [first, second] = result.value.inductees
  expect(first).toMatchObject({
    name: 'Ann Lee1',
    social: [{ platform: 'twitter', userName: 'annlee' }],
  })
  expect(second).toMatchObject({ name: '1995 Softball', isTeam: true, classYear: null })
})

test('class groups put "Teams and Coaches" last; letters sort A-Z', async () => {
  const body = (groups: Record<string, unknown[]>) => ({
    members: [member(1, 2025), member(2, 1975)],
    groups,
  })
  const byClass = setupMedia(() =>
    jsonResponse(body({ 'Teams and Coaches': [member(1, 2025)], '1955': [member(2, 1975)] })),
  ).client
  const classes = await byClass.loadHallOfFame({ grouping: 'class-year' })
  expect(classes.status === 'ok' && classes.value.groups.map((g) => g.key)).toEqual([
    '1955',
    'Teams and Coaches',
  ])
  const byLetter = setupMedia(() =>
    jsonResponse(body({ L: [member(1, 2025)], '#': [member(2, 1975)] })),
  ).client
  const letters = await byLetter.loadHallOfFame({ grouping: 'alphabetical' })
  expect(letters.status === 'ok' && letters.value.groups.map((g) => g.key)).toEqual(['#', 'L'])
})

test('an inductee: 204 missing; settings default the slug; groupings degrade', async () => {
  const { client } = setupMedia((request) => {
    if (request.url.pathname.endsWith('/settings')) {
      return jsonResponse({
        clientId: null,
        hallOfFameTitle: 'Athletics Hall of Fame',
        hallOfFameBlurb: null,
        hallOfFameTemplate: null,
        hallOfFameBioTemplate: 'default',
        hallOfFameHideClass: false,
        hallOfFameHideInduction: false,
        hallOfFameDefaultFilter: 'induction-year',
      })
    }
    return emptyResponse(request.url.pathname.endsWith('/grouping') ? 500 : 204)
  })
  expect(await client.loadHallOfFameInductee(3001)).toEqual({ status: 'missing' })
  expect(await client.getHallOfFameSettings()).toMatchObject({
    slug: 'hall-of-fame',
    defaultGrouping: 'induction-year',
  })
  expect(await client.getHallOfFameGroupings()).toEqual([])
})
