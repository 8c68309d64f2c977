// Test support: wire games shaped like the real samples (provider/README 4.2, 4.3). Not used by
// the client itself.
import { EventsResultsItemSchema } from '@fieldhouse/contract/events-results'
import { wireEventsResultsItem, wireScheduleGame } from '@fieldhouse/contract/game-fixtures'
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

/**
 * The legacy shape (README 4.3) of the sample game: the contract's sample, whose opponent says
 * nothing of its conference (as EventsResults never does), so both shapes map to one Game.
 */
export const wireLegacyGame = {
  ...wireScheduleGame,
  opponent: { ...wireScheduleGame.opponent, conference: null },
}
