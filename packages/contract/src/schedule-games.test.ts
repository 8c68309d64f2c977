import { join } from 'node:path'
import { expect, test } from 'vitest'
import { jsonSchemaErrors } from '../../../test-support/json-schema'
import { describeWithShared } from '../../../test-support/shared-dir'
import { wireLegacySport } from './game-fixtures'
import { LegacyGameSchema, ScheduleGameResultsSchema } from './schedule-games'

// GET /ScheduleGames/{id}, shaped like schemas/v2/scheduleGames/scheduleGamesSchema.json.
const game = {
  time: '7 p.m.',
  conference: true,
  conferenceTitle: null,
  conferenceAbbrev: null,
  conferenceLogo: null,
  location: 'Durham, NC',
  locationIndicator: 'H',
  neutralHometeam: null,
  atVs: 'vs',
  status: 'O',
  noplayText: '',
  type: 'S',
  gameTeamPrefix: null,
  gamePromotionText: null,
  gamePromotionLink: '',
  promotionImageCaption: null,
  promotionImageLink: null,
  promotionImagePath: null,
  isADoubleheader: false,
  displayVsatIndicator: true,
  gameProgram: '',
  gameProgramLink: null,
  opponent: {
    id: 381,
    title: '#6 Georgetown',
    prefix: '#6',
    website: 'https://guhoyas.com',
    websiteLabel: 'guhoyas.com',
    location: 'Washington, D.C.',
    conference: false,
    mascot: 'Hoyas',
    image: {
      fullpath: '/images/logos/gtown.png',
      filename: 'gtown.png',
      path: '/images/logos',
      title: 'Georgetown',
      alt: 'Georgetown logo',
    },
  },
  media: {
    tv: 'ACC Network Extra',
    tvImage: null,
    tvImageLink: '',
    radio: '',
    video: { title: 'Watch', url: 'https://www.espn.com/watch', label: 'Watch', cssClass: null },
    audio: null,
    stats: {
      title: 'Live Stats',
      url: 'https://example.com/stats',
      label: 'Stats',
      cssClass: null,
    },
    tickets: null,
    preview: null,
    gamefiles: [
      {
        scheduleId: 1017,
        gameId: 25346,
        gamefileRank: 1,
        gamefileLink: '/documents/notes.pdf',
        gamefileTitle: 'Game Notes',
        gamefileClass: 'notes',
      },
    ],
    customDisplayFields: [],
    gameNote: null,
  },
  result: {
    status: 'L',
    teamScore: '1',
    opponentScore: '3',
    prescoreInfo: '',
    postscoreInfo: '',
    boxscore: null,
    recap: { title: 'Recap', url: '/news/2026/9/10/recap', label: 'Recap', cssClass: null },
  },
  facility: null,
  tournament: null,
  galleries: [],
  previewStoryId: null,
  postStoryId: 69298,
  hasWePlayedMoments: false,
  ticketLink: null,
  gameScheduleInclude: true,
  gameCalendarExclude: false,
  allDay: false,
  tbd: false,
  isSpotlight: false,
  dateUtc: '2026-09-10T23:00:00Z',
  endDateUtc: null,
  id: 25346,
  date: '2026-09-10T19:00:00',
  enddate: null,
  sport: wireLegacySport,
}

test('the legacy game parses with object links and string scores', () => {
  const parsed = LegacyGameSchema.parse(game)
  expect(parsed.media?.video).toMatchObject({ url: 'https://www.espn.com/watch' })
  expect(parsed.result).toMatchObject({ teamScore: '1', prescoreInfo: '' })
  expect(parsed).not.toHaveProperty('galleries')
})

test('the trimmed calendar event (no dateUtc, tbd, facility; showAtVs) parses too', () => {
  const { dateUtc, tbd, allDay, facility, displayVsatIndicator, ...trimmed } = game
  void [dateUtc, tbd, allDay, facility, displayVsatIndicator]
  const parsed = LegacyGameSchema.parse({ ...trimmed, showAtVs: true, gamelinks: null })
  expect(parsed).toMatchObject({ id: 25346, showAtVs: true })
  expect(parsed.dateUtc).toBeUndefined()
})

test('string links and a missing result are accepted, a missing date is not', () => {
  const parsed = LegacyGameSchema.parse({
    ...game,
    media: { ...game.media, video: 'https://x.test/v' },
    result: null,
  })
  expect(parsed.media?.video).toBe('https://x.test/v')
  expect(LegacyGameSchema.safeParse({ ...game, date: undefined }).success).toBe(false)
})

test('the game extras of /ScheduleGames/{id}/results parse', () => {
  const parsed = ScheduleGameResultsSchema.parse({
    socialMedia: { facebookPage: null, twitterUserName: 'DukeMSOC' },
    boxscore: null,
    gamefiles: [{ title: 'Notes', url: null }],
    history: {
      totalWins: 3,
      totalLosses: 5,
      totalTies: 1,
      lastMeeting: {
        id: 2,
        resultStatus: 'W',
        resultTeamScore: null,
        resultOpponentScore: null,
        gameDate: '2025-09-01T19:00:00',
      },
    },
    sportId: 10,
    opponentId: 381,
    resultStatus: 'L',
  })
  expect(parsed.history?.totalTies).toBe(1)
})

describeWithShared('provider/schemas/v2/scheduleGames', 'the real ScheduleGames schema', (dir) => {
  test('accepts the fixture', () => {
    expect(jsonSchemaErrors(join(dir, 'scheduleGamesSchema.json'), game)).toEqual([])
  })
})
