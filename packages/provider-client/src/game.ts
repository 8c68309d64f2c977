import type { LocalDay } from './dates'

// SPEC 3 "Game": the one entity both game shapes map to (game-from-events.ts for EventsResults,
// game-from-legacy.ts for ScheduleGames and the calendar). Field choices are in the README.

/** H home, A away, N neutral site (README 5). */
export type LocationIndicator = 'H' | 'A' | 'N'

/** A link the provider gives with an optional label ("Watch (ESPN+)", "Game Program"). */
export type GameLink = { url: string; text: string | null }

export type GameSport = {
  id: number
  title: string
  /** The global slug; null in EventsResults on some tenants (README 4.2) and in the legacy shape. */
  slug: string | null
  shortName: string | null
  abbreviation: string | null
}

export type GameOpponent = {
  id: number | null
  /** As sent, ranking included: "#6 Georgetown". */
  title: string
  /** Without the ranking: "Georgetown". */
  name: string
  /** The ranking, "#6", also when only the title carries it. */
  prefix: string | null
  /** Site-relative ("/images/logos/x.png") like every roster image, or absolute when sent so. */
  image: string | null
  website: string | null
  mascot: string | null
  location: string | null
  isConference: boolean | null
}

export type GameTv = { name: string | null; image: string | null; link: string | null }

export type GameMedia = {
  audio: GameLink | null
  video: GameLink | null
  /** Live stats. */
  stats: string | null
  tickets: string | null
  custom1: string | null
  custom2: string | null
  custom3: string | null
  tv: GameTv | null
  radio: string | null
  gameNote: string | null
  promotionName: string | null
  program: GameLink | null
  /** Game notes and other files; entries without a url are left out. */
  files: { title: string; url: string }[]
}

export type LineScoreSide = { name: string | null; shortName: string | null; scores: string[] }

export type LineScore = {
  /** "Half", "Qtr", "Inning" ... */
  periodLabel: string | null
  /** Column heads as sent: ["1", "2", "F"] (the last one can be the total). */
  periods: string[]
  home: LineScoreSide
  away: LineScoreSide
  winner: 'home' | 'away' | null
}

export type GameResult = {
  status: 'W' | 'L' | 'T'
  /** From the school's point of view; null when the provider sent none or no number. */
  teamScore: number | null
  opponentScore: number | null
  preScore: string | null
  postScore: string | null
  boxScoreUrl: string | null
  lineScore: LineScore | null
}

/**
 * Where a game is played. `hasPage`: the provider links the facility's page (its `url` is set),
 * so the website links its own facility address, built from the id and title.
 */
export type GameFacility = { id: number; title: string | null; hasPage: boolean }

export type GameImage = {
  image: string
  alt: string | null
  caption: string | null
  link: string | null
}

export type GamePromotion = {
  name: string | null
  link: string | null
  image: string | null
  caption: string | null
  alt: string | null
}

export type Game = {
  id: number
  scheduleId: number | null
  /** Wall-clock start as sent, no offset ("2026-09-10T18:00:00"): the venue's calendar day. */
  localStart: string
  /** The tenant's day of the start, 'YYYY-MM-DD' (the date of `localStart`); null when unreadable. */
  day: LocalDay | null
  /** That wall-clock time read in the tenant's zone; null when unreadable. */
  start: Date | null
  /** The exact instant from `dateUtc`; null when TBD, all day or unreadable. */
  startUtc: Date | null
  localEnd: string | null
  /** The tenant's day of the end; null without a readable end. */
  endDay: LocalDay | null
  end: Date | null
  endUtc: Date | null
  /** Display time as sent ("7 p.m.", "5:30 p.m. CT"); null when TBD. */
  time: string | null
  isDoubleHeader: boolean
  isAllDay: boolean
  isTbd: boolean
  teamPrefix: string | null
  /** The status letter: A, O, C (cancelled, legacy) ... meanings partly inferred (README 5). */
  status: string | null
  locationIndicator: LocationIndicator | null
  /** Which side of the line score is the school: from the location indicator, never the feed's flag. */
  teamSide: 'home' | 'away' | null
  location: string | null
  conference: {
    isConference: boolean
    name: string | null
    abbreviation: string | null
    logo: string | null
  }
  showAtVs: boolean
  atVs: 'at' | 'vs'
  sport: GameSport
  isSpotlight: boolean
  /** EventsResults: "recent" | "upcoming"; legacy: a letter such as "S" (SPEC 4 type S rule). */
  type: string | null
  tournament: string | null
  isExhibition: boolean
  opponent: GameOpponent | null
  media: GameMedia
  /** null until the game is decided (W, L or T); "N", blank or unknown statuses give null. */
  result: GameResult | null
  recap: GameLink | null
  /** SPEC 3 game center state, 0-8 (see toGameState). */
  state: number
  /** The provider's own text for the state ("GAMECOMPLETE", "POSTPONED"), when it sent one. */
  stateText: string | null
  gameCenterEnabled: boolean
  facility: GameFacility | null
  eventImage: GameImage | null
  promotion: GamePromotion | null
  ticketLink: string | null
  pregameStoryId: number | null
  postgameStoryId: number | null
}
