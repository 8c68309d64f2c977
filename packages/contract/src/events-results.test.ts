import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import {
  EventsResultsCursorResponseSchema,
  EventsResultsItemSchema,
  EventsResultsResponseSchema,
} from './events-results'

// The README 4.2 sample (goduke.com, v2.1 /EventsResults/results), a finished home game.
const item = {
  id: 25346,
  gamePregameStoryId: 69288,
  gamePostgameStoryId: 69298,
  date: '2026-09-10T18:00:00',
  endDate: null,
  dateUtc: '2026-09-10T22:00:00Z',
  endDateUtc: null,
  gameState: 0,
  gameStateDisplay: 'SCHEDULED',
  time: '6 p.m.',
  isDoubleHeader: false,
  showAtVs: true,
  displayHeadToHead: false,
  tbd: false,
  allDay: false,
  gameCenterEnabled: false,
  teamPrefix: null,
  status: 'O',
  locationIndicator: 'H',
  neutralHometeam: false,
  location: 'Durham, NC',
  isConference: false,
  conference: 'ACC',
  conferenceAbbrev: 'ACC',
  conferenceLogo: '/images/logos/acc.png',
  isSpotlight: false,
  type: 'recent',
  tournament: '',
  ticketLink: null,
  sport: {
    nonSport: false,
    atVs: true,
    gameSynonym: 'Game',
    globalSportShortName: 'msoc',
    shortTitle: 'MSOC',
    scheduleId: 1017,
    abbrev: 'MSOC',
    shortDisplay: null,
    shortName: 'msoc',
    globalSportId: null,
    globalSportNameSlug: null,
    globalSportGender: 'm',
    id: 10,
    title: "Men's Soccer",
  },
  schedule: { id: 1017, title: "2026 Men's Soccer Schedule", url: '/sports/mens-soccer/schedule' },
  opponent: {
    id: 381,
    title: '#6 Georgetown',
    image: '/images/logos/gtown.png',
    prefix: '#6',
    name: 'Georgetown',
  },
  opponents: null,
  media: {
    video: 'https://www.espn.com/watch',
    videoText: 'Watch (ESPN+)',
    audio: null,
    audioText: null,
    stats: 'https://goduke.com/sidearmstats/msoc/summary',
    tickets: 'https://goduke.evenue.net/list/MS',
    gameNote: null,
    gamePromotionName: null,
    tv: 'ACC Network Extra',
    tvImage: null,
    tvImageLink: null,
    radio: null,
    custom1: null,
    custom2: null,
    custom3: null,
    gameFiles: [{ cssClass: null, title: null, url: null }],
    program: null,
    programText: null,
  },
  story: {
    id: 69298,
    title: 'Blue Devils fall to No. 6 Georgetown',
    url: '/news/2026/9/10/mens-soccer-recap',
    relativeImageSource: '/images/2026/9/10/recap.jpg',
    absoluteImageSource: 'https://goduke.com/images/2026/9/10/recap.jpg',
    date: '2026-09-11T00:06:59.157',
  },
  result: {
    status: 'L',
    teamScore: '1',
    opponentScore: '3',
    preScore: null,
    postScore: null,
    boxScore: '/boxscore.aspx?id=25346',
    gameId: 25346,
    lineScores: {
      game_winner: 'A',
      this_team_is_home_team: false,
      home_full_name: 'Duke',
      home_short_name: 'DUKE',
      away_full_name: 'Georgetown',
      away_short_name: 'GU',
      period_label: 'Half',
      periods: ['1', '2', 'F'],
      period_home_score: ['0', '1', '1'],
      period_away_score: ['2', '1', '3'],
    },
  },
  gameFacility: { id: 25, title: 'Freeman Field at Koskinen Stadium', url: '' },
  promotion: { name: null, link: null, image: null, caption: null, altText: null },
  eventImage: { image: null, altText: null, caption: null, link: null },
  gameDate: '2026-09-10T18:00:00',
  gameId: 25346,
  isHeadToHead: true,
  leaders: null,
  teams: null,
  periodsRegulation: 0,
  period: 0,
}

test('the evidenced sample item parses; unknown v2.1 fields are dropped', () => {
  const parsed = EventsResultsItemSchema.parse(item)
  expect(parsed).toMatchObject({ id: 25346, dateUtc: '2026-09-10T22:00:00Z', gameState: 0 })
  expect(parsed.result?.teamScore).toBe('1')
  expect(parsed).not.toHaveProperty('isHeadToHead')
})

test('quirks: TBD with null dateUtc and time, 7-digit fractions, numeric scores, no result', () => {
  const parsed = EventsResultsItemSchema.parse({
    ...item,
    tbd: true,
    time: null,
    dateUtc: null,
    endDateUtc: '2026-08-21T00:00:00.0000001Z',
    result: { ...item.result, teamScore: 2, opponentScore: 0, lineScores: null },
  })
  expect(parsed).toMatchObject({ dateUtc: null, time: null, result: { teamScore: 2 } })
  expect(EventsResultsItemSchema.parse({ ...item, result: null }).result).toBeNull()
})

test('a null game file entry is kept as null, not a reason to drop the game', () => {
  const gameFiles = [null, { cssClass: null, title: 'Game Notes', url: '/documents/notes.pdf' }]
  const parsed = EventsResultsItemSchema.parse({ ...item, media: { ...item.media, gameFiles } })
  expect(parsed.media?.gameFiles).toEqual(gameFiles)
})

test('an item without id or sport is rejected', () => {
  expect(EventsResultsItemSchema.safeParse({ ...item, id: undefined }).success).toBe(false)
  expect(EventsResultsItemSchema.safeParse({ ...item, sport: null }).success).toBe(false)
})

test('both envelopes: v2 offset pages and v2.1 cursor pages', () => {
  expect(
    EventsResultsResponseSchema.parse({ items: [item], total: 1, page: 0, pages: 1 }).total,
  ).toBe(1)
  const after = 'eyJHYW1lRGF0ZSI6IjIwMjYtMDktMTBUMTg6MDA6MDAiLCJHYW1lSWQiOjI1MzQ2fQ=='
  const page = EventsResultsCursorResponseSchema.parse({ items: [item], before: after, after })
  expect(page.after).toBe(after)
  expect(EventsResultsCursorResponseSchema.safeParse({ items: [item] }).success).toBe(false)
})

describeWithShared('provider/schemas/v2.1/eventsResults', 'the real v2.1 schema', (dir) => {
  test('accepts the fixture, so the fixture is shaped like the evidence', () => {
    // The all-null game file entry is from the saved sample (README 4.2), not from the response
    // the schema was generated from; a filled entry stands in for it here.
    const gameFiles = [{ cssClass: null, title: 'Game Notes', url: '/documents/notes.pdf' }]
    const page = {
      items: [{ ...item, media: { ...item.media, gameFiles } }],
      before: 'x',
      after: 'y',
    }
    expect(jsonSchemaErrors(join(dir, 'resultsSchema.json'), page)).toEqual([])
  })
})
