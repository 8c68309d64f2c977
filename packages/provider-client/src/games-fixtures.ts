// Test support: wire games shaped like the real samples (provider/README 4.2, 4.3). Not used by
// the client itself.
import { EventsResultsItemSchema } from '@fieldhouse/contract/events-results'
import { wireEventsResultsItem, wireLegacySport } from '@fieldhouse/contract/game-fixtures'
import type { Game } from './game'
import { toGame } from './game-from-events'

/** A wire EventsResults item as the client maps it: for the website's tests of game rows. */
export function toFixtureGame(item: object, timeZone = 'America/New_York'): Game {
  return toGame(EventsResultsItemSchema.parse(item), timeZone)
}

/**
 * The README 4.2 sample (goduke.com v2.1 /EventsResults/results): a finished home loss. The
 * contract's sample (@fieldhouse/contract/game-fixtures), with no conference logo and a recap
 * titled "Recap".
 */
export const wireEvent = {
  ...wireEventsResultsItem,
  conferenceLogo: null,
  story: { ...wireEventsResultsItem.story, title: 'Recap' },
}

/** An upcoming away game of the README 4.2 upcoming feed: status A, no result. */
export const wireUpcomingEvent = {
  ...wireEvent,
  id: 25360,
  gamePregameStoryId: null,
  gamePostgameStoryId: null,
  date: '2026-10-03T19:00:00',
  dateUtc: '2026-10-03T23:00:00Z',
  gameDate: '2026-10-03T19:00:00',
  gameId: 25360,
  time: '7 p.m.',
  status: 'A',
  type: 'upcoming',
  locationIndicator: 'A',
  location: 'Chapel Hill, NC',
  isConference: true,
  opponent: {
    id: 390,
    title: 'North Carolina',
    image: 'images/logos/unc.png',
    prefix: null,
    name: 'North Carolina',
  },
  story: null,
  result: null,
  gameFacility: null,
}

/** The legacy shape (README 4.3) of the sample game, with what EventsResults also carries. */
export const wireLegacyGame = {
  time: '6 p.m.',
  conference: false,
  conferenceTitle: 'ACC',
  conferenceAbbrev: 'ACC',
  conferenceLogo: null,
  location: 'Durham, NC',
  locationIndicator: 'H',
  neutralHometeam: false,
  atVs: 'vs',
  status: 'O',
  noplayText: '',
  type: 'recent',
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
    prefix: '',
    website: '',
    websiteLabel: '',
    location: '',
    conference: null,
    mascot: '',
    image: {
      fullpath: '/images/logos/gtown.png',
      filename: 'gtown.png',
      path: '/images/logos',
      title: '',
      alt: '',
    },
  },
  media: {
    tv: 'ACC Network Extra',
    tvImage: null,
    tvImageLink: '',
    radio: '',
    video: {
      title: 'Watch',
      url: 'https://www.espn.com/watch',
      label: 'Watch (ESPN+)',
      cssClass: null,
    },
    audio: null,
    stats: {
      title: 'Live Stats',
      url: 'https://goduke.com/sidearmstats/msoc/summary',
      label: 'Live Stats',
      cssClass: null,
    },
    tickets: 'https://goduke.evenue.net/list/MS',
    preview: null,
    gamefiles: [
      {
        scheduleId: 1017,
        gameId: 25346,
        gamefileRank: 1,
        gamefileLink: null,
        gamefileTitle: null,
        gamefileClass: null,
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
    boxscore: '/boxscore.aspx?id=25346',
    recap: {
      title: 'Recap',
      url: '/news/2026/9/10/mens-soccer-recap',
      label: null,
      cssClass: null,
    },
  },
  facility: { id: 25, title: 'Freeman Field at Koskinen Stadium', url: '' },
  tournament: null,
  galleries: [],
  previewStoryId: 69288,
  postStoryId: 69298,
  hasWePlayedMoments: false,
  ticketLink: null,
  gameScheduleInclude: true,
  gameCalendarExclude: false,
  allDay: false,
  tbd: false,
  isSpotlight: false,
  dateUtc: '2026-09-10T22:00:00Z',
  endDateUtc: null,
  id: 25346,
  date: '2026-09-10T18:00:00',
  enddate: null,
  sport: wireLegacySport,
}
