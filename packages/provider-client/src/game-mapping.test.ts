import { EventsResultsItemSchema } from '@fieldhouse/contract/events-results'
import { LegacyGameSchema } from '@fieldhouse/contract/schedule-games'
import { expect, test } from 'vitest'
import { toGame } from './game-from-events'
import { toGameFromLegacy } from './game-from-legacy'
import { wireEvent, wireLegacyGame, wireUpcomingEvent } from './games-fixtures'

const ZONE = 'America/New_York'
const fromEvent = (item: unknown) => toGame(EventsResultsItemSchema.parse(item), ZONE)
const fromLegacy = (game: unknown) => toGameFromLegacy(LegacyGameSchema.parse(game), ZONE)

test('a finished game with string scores: result, line score on the home side, complete', () => {
  const game = fromEvent(wireEvent)
  expect(game).toMatchObject({
    id: 25346,
    scheduleId: 1017,
    localStart: '2026-09-10T18:00:00',
    day: '2026-09-10',
    endDay: null,
    time: '6 p.m.',
    status: 'O',
    locationIndicator: 'H',
    teamSide: 'home',
    atVs: 'vs',
    conference: { isConference: false, name: 'ACC' },
    sport: { id: 10, title: "Men's Soccer", slug: null, shortName: 'msoc', abbreviation: 'MSOC' },
    opponent: { id: 381, title: '#6 Georgetown', name: 'Georgetown', prefix: '#6' },
    recap: { url: '/news/2026/9/10/mens-soccer-recap', text: 'Recap' },
    // 0/SCHEDULED in the feed, but decided: README 5 says finished games often keep 0.
    state: 8,
    stateText: 'SCHEDULED',
    facility: { id: 25, title: 'Freeman Field at Koskinen Stadium', hasPage: false },
    eventImage: null,
    promotion: null,
    pregameStoryId: 69288,
    postgameStoryId: 69298,
  })
  expect(game.startUtc?.toISOString()).toBe('2026-09-10T22:00:00.000Z')
  expect(game.start?.toISOString()).toBe('2026-09-10T22:00:00.000Z')
  expect(game.result).toEqual({
    status: 'L',
    teamScore: 1,
    opponentScore: 3,
    preScore: null,
    postScore: null,
    boxScoreUrl: '/boxscore.aspx?id=25346',
    lineScore: {
      periodLabel: 'Half',
      periods: ['1', '2', 'F'],
      home: { name: 'Duke', shortName: 'DUKE', scores: ['0', '1', '1'] },
      away: { name: 'Georgetown', shortName: 'GU', scores: ['2', '1', '3'] },
      winner: 'away',
    },
  })
  // The all-null game file entry is dropped; the labelled video link kept.
  expect(game.media).toMatchObject({
    files: [],
    video: { url: 'https://www.espn.com/watch', text: 'Watch (ESPN+)' },
    tv: { name: 'ACC Network Extra', image: null, link: null },
  })
})

test('a null game file entry is skipped and the game kept with its other files', () => {
  const file = { cssClass: null, title: 'Game Notes', url: '/documents/notes.pdf' }
  const game = fromEvent({ ...wireEvent, media: { ...wireEvent.media, gameFiles: [null, file] } })
  expect(game.media.files).toEqual([{ title: 'Game Notes', url: '/documents/notes.pdf' }])
})

test('an upcoming away game: no result, scheduled, relative logo made site-relative', () => {
  const game = fromEvent(wireUpcomingEvent)
  expect(game).toMatchObject({ result: null, state: 0, atVs: 'at', teamSide: 'away', recap: null })
  expect(game.opponent).toMatchObject({
    image: '/images/logos/unc.png',
    prefix: null,
    name: 'North Carolina',
  })
})

test('a TBD game: null dateUtc gives no instant, the local day is still read', () => {
  const game = fromEvent({
    ...wireUpcomingEvent,
    tbd: true,
    time: null,
    dateUtc: null,
    date: '2026-10-03T00:00:00',
  })
  expect(game).toMatchObject({ isTbd: true, time: null, startUtc: null, day: '2026-10-03' })
  expect(game.start?.toISOString()).toBe('2026-10-03T04:00:00.000Z')
})

test.each([
  [
    'a late evening start',
    '2026-09-10T23:30:00',
    '2026-09-12T22:00:00',
    '2026-09-10',
    '2026-09-12',
  ],
  ['a bare date', '2026-09-10', null, '2026-09-10', null],
  ['an impossible day', '2026-02-31T18:00:00', '2026-02-31T20:00:00', null, null],
  ['garbage', 'TBA', 'soon', null, null],
])(
  'the days of %s come from the wall time as sent, in both shapes',
  (_name, date, end, day, endDay) => {
    expect(fromEvent({ ...wireEvent, date, endDate: end })).toMatchObject({ day, endDay })
    expect(fromLegacy({ ...wireLegacyGame, date, enddate: end })).toMatchObject({ day, endDay })
  },
)

test.each([
  ['a 7-digit fraction', '2026-08-21T00:00:00.0000001Z', '2026-08-21T00:00:00.000Z'],
  ['a UTC value without its Z', '2026-08-21T00:00:00', '2026-08-21T00:00:00.000Z'],
  ['garbage', 'soon', null],
])('dateUtc with %s', (_name, dateUtc, expected) => {
  expect(fromEvent({ ...wireEvent, dateUtc }).startUtc?.toISOString() ?? null).toBe(expected)
})

test('the local date is read in the tenant zone, not the server zone', () => {
  const item = EventsResultsItemSchema.parse({ ...wireEvent, dateUtc: null })
  expect(toGame(item, 'America/Chicago').start?.toISOString()).toBe('2026-09-10T23:00:00.000Z')
  expect(toGame(item, 'America/Los_Angeles').start?.toISOString()).toBe('2026-09-11T01:00:00.000Z')
})

test.each([
  ['"0"/"0" before the start, no status', { status: '', teamScore: '0', opponentScore: '0' }],
  ['status N', { status: 'N', teamScore: '0', opponentScore: '0' }],
  ['an unknown status', { status: 'X', teamScore: '2', opponentScore: '1' }],
])('no result for %s', (_name, result) => {
  const game = fromEvent({ ...wireUpcomingEvent, result: { ...result, gameId: 25360 } })
  expect(game.result).toBeNull()
  expect(game.state).toBe(0)
})

test('numeric scores and a tie are read; a non-numeric score is null', () => {
  const tie = fromEvent({
    ...wireEvent,
    result: { ...wireEvent.result, status: 't', teamScore: 2, opponentScore: '2' },
  })
  expect(tie.result).toMatchObject({ status: 'T', teamScore: 2, opponentScore: 2 })
  const odd = fromEvent({ ...wireEvent, result: { ...wireEvent.result, teamScore: '—' } })
  expect(odd.result?.teamScore).toBeNull()
})

test.each([
  ['CANCELLED', 6],
  ['Canceled', 6],
  ['POSTPONED', 5],
])('display text %s gives state %i whatever the number', (gameStateDisplay, state) => {
  expect(fromEvent({ ...wireUpcomingEvent, gameState: 0, gameStateDisplay }).state).toBe(state)
})

// A game over without a decision (result status N, suspended): complete from either shape,
// though the feed says 0/SCHEDULED and the legacy shape has no state number at all.
test('a game over (status O) without a decision is complete in both shapes', () => {
  const noDecision = { status: 'N', teamScore: '3', opponentScore: '3' }
  const event = { ...wireEvent, gameState: 0, result: { ...wireEvent.result, ...noDecision } }
  expect(fromEvent(event)).toMatchObject({ status: 'O', result: null, state: 8 })
  const legacy = { ...wireLegacyGame, result: { ...wireLegacyGame.result, ...noDecision } }
  expect(fromLegacy(legacy)).toMatchObject({ status: 'O', result: null, state: 8 })
})

test('a live state number is kept; status C (legacy cancelled) is Canceled', () => {
  expect(fromEvent({ ...wireUpcomingEvent, gameState: 3, gameStateDisplay: 'LIVE' }).state).toBe(3)
  expect(fromEvent({ ...wireUpcomingEvent, status: 'C' }).state).toBe(6)
  expect(fromLegacy({ ...wireLegacyGame, result: null, noplayText: 'Postponed' })).toMatchObject({
    state: 5,
    stateText: 'Postponed',
  })
})

test('a neutral site: the side comes from neutralHometeam, never this_team_is_home_team', () => {
  const home = fromEvent({ ...wireEvent, locationIndicator: 'N', neutralHometeam: true })
  expect(home).toMatchObject({ locationIndicator: 'N', teamSide: 'home', atVs: 'vs' })
  expect(
    fromEvent({ ...wireEvent, locationIndicator: 'n', neutralHometeam: null }).teamSide,
  ).toBeNull()
})

test('an exhibition: tournament "Exhibition", no box score, no line score', () => {
  const game = fromEvent({
    ...wireEvent,
    tournament: 'Exhibition',
    result: { ...wireEvent.result, status: 'W', boxScore: null, lineScores: null },
  })
  expect(game).toMatchObject({ tournament: 'Exhibition', isExhibition: true })
  expect(game.result).toMatchObject({ status: 'W', boxScoreUrl: null, lineScore: null })
  expect(fromEvent(wireEvent)).toMatchObject({ tournament: null, isExhibition: false })
})

test('a ranking only inside the title becomes the prefix', () => {
  const game = fromEvent({
    ...wireEvent,
    opponent: { id: 5, title: '#12 Wake Forest', image: null },
  })
  expect(game.opponent).toMatchObject({
    title: '#12 Wake Forest',
    prefix: '#12',
    name: 'Wake Forest',
    image: null,
  })
})

test('the same game from the legacy shape equals the one from EventsResults (v2 fields)', () => {
  // v2 items lack the v2.1 extras (game state, game center) and the line score the legacy shape
  // never has; what both carry must map alike.
  const { gameState, gameStateDisplay, gameCenterEnabled, ...v2 } = wireEvent
  void [gameState, gameStateDisplay, gameCenterEnabled]
  const event = fromEvent({ ...v2, result: { ...wireEvent.result, lineScores: null } })
  expect(fromLegacy(wireLegacyGame)).toEqual(event)
})

test('legacy extras: opponent website and mascot, object links, files with a url', () => {
  const game = fromLegacy({
    ...wireLegacyGame,
    opponent: {
      ...wireLegacyGame.opponent,
      website: 'https://guhoyas.com',
      mascot: 'Hoyas',
      image: { path: '/images/logos/', filename: 'g.png' },
    },
    media: {
      ...wireLegacyGame.media,
      audio: { title: 'Listen', url: 'https://radio.test', label: null, cssClass: null },
      gamefiles: [
        { scheduleId: 1017, gamefileLink: '/documents/notes.pdf', gamefileTitle: 'Game Notes' },
      ],
    },
    tournament: { id: 3, title: 'ACC Championship', website: '', color: '' },
  })
  expect(game.opponent).toMatchObject({
    website: 'https://guhoyas.com',
    mascot: 'Hoyas',
    image: '/images/logos/g.png',
  })
  expect(game.media.audio).toEqual({ url: 'https://radio.test', text: 'Listen' })
  expect(game.media.files).toEqual([{ title: 'Game Notes', url: '/documents/notes.pdf' }])
  expect(game.tournament).toBe('ACC Championship')
})
