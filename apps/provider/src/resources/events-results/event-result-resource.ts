import { toConferenceAbbrev } from '../../conference-abbrev'
import {
  StoredEventImageSchema,
  StoredLineScoresSchema,
  StoredMediaSchema,
  StoredPromotionSchema,
} from '../games/game-stored'
import type { GameJoined } from '../games/games-queries'
import { toFacilityUrl } from '../site-urls'

// A games row -> one item of GET /EventsResults/* (README 4.2). v2.1 items carry the game-center
// fields the v2 schema lacks (gameState, gameStateDisplay, displayHeadToHead, gameCenterEnabled,
// opponents, eventName ...). The sport object copies the sample's nulls (globalSportId,
// globalSportNameSlug, shortDisplay are null there: the site resolves a sport through /Sports).

// SPEC 3's game-center states; CANCELLED and POSTPONED are the spellings README 5.1 saw.
export const GAME_STATE_DISPLAY = [
  'SCHEDULED',
  'PREGAME',
  'DELAYED',
  'LIVE',
  'FULLTIME',
  'POSTPONED',
  'CANCELLED',
  'POSTGAME',
  'GAMECOMPLETE',
] as const

export function toGameStateDisplay(state: number): string {
  return GAME_STATE_DISPLAY[state] ?? 'SCHEDULED'
}

export function toScheduleUrl(row: GameJoined): string {
  const base = `/sports/${row.sport.globalSportNameSlug}/schedule`
  return row.season.id === row.sport.seasonId ? base : `${base}/${row.season.title}`
}

export function toOpponentTitle(row: GameJoined): string {
  const prefix = row.game.opponentPrefix
  return prefix ? `${prefix} ${row.opponent.name}` : row.opponent.name
}

// The result as the wire gives it: null until a game has a result or (README 5.1) a not-started
// game's "0"/"0"; `status` is then '' (own design: no status was seen on such games).
export function toResult(row: GameJoined) {
  const { game } = row
  if (game.resultStatus === null && game.teamScore === null) return null
  return {
    status: game.resultStatus ?? '',
    teamScore: game.teamScore,
    opponentScore: game.opponentScore,
    preScore: game.preScore,
    postScore: game.postScore,
    boxScore: game.hasBoxScore ? `/boxscore.aspx?id=${game.id}` : null,
    gameId: game.id,
    lineScores: StoredLineScoresSchema.parse(game.lineScores ?? null),
  }
}

export function toEventResultItem(row: GameJoined, version: 'v2' | 'v2.1') {
  const { game, sport, season, opponent, facility } = row
  const conferenceAbbrev = game.conference ? toConferenceAbbrev(game.conference) : null
  const base = {
    id: game.id,
    gamePregameStoryId: game.pregameStoryId,
    gamePostgameStoryId: game.postgameStoryId,
    date: game.date,
    endDate: game.endDate,
    dateUtc: game.dateUtc,
    endDateUtc: game.endDateUtc,
    time: game.time,
    isDoubleHeader: game.isDoubleHeader,
    showAtVs: game.showAtVs,
    tbd: game.tbd,
    allDay: game.allDay,
    teamPrefix: game.teamPrefix,
    status: game.status,
    locationIndicator: game.locationIndicator,
    neutralHometeam: game.neutralHometeam,
    location: game.location,
    isConference: game.isConference,
    conference: game.conference,
    conferenceAbbrev,
    conferenceLogo: null,
    isSpotlight: game.isSpotlight,
    type: game.status === 'A' ? 'upcoming' : 'recent',
    tournament: game.tournament,
    ticketLink: null,
    sport: {
      nonSport: sport.nonSport,
      atVs: true,
      gameSynonym: 'Game',
      globalSportShortName: sport.globalSportShortName ?? sport.shortName,
      shortTitle: sport.abbrev,
      scheduleId: game.scheduleId,
      abbrev: sport.abbrev ?? sport.shortName.toUpperCase(),
      shortDisplay: null,
      shortName: sport.shortName,
      globalSportId: null,
      globalSportNameSlug: null,
      globalSportGender: sport.globalSportGender ?? '',
      id: sport.id,
      title: sport.title,
    },
    schedule: {
      id: game.scheduleId,
      title: `${season.title} ${sport.title} Schedule`,
      url: toScheduleUrl(row),
    },
    opponent: {
      id: opponent.id,
      title: toOpponentTitle(row),
      image: opponent.image,
      prefix: game.opponentPrefix,
      name: opponent.name,
    },
    media: StoredMediaSchema.parse(game.media),
    // Stories come later: no recap to show yet.
    story: null,
    result: toResult(row),
    gameFacility: facility
      ? { id: facility.id, title: facility.title, url: toFacilityUrl(facility) }
      : null,
    promotion: StoredPromotionSchema.parse(game.promotion),
    eventImage: StoredEventImageSchema.parse(game.eventImage),
    gameDate: game.date,
    gameId: game.id,
  }
  if (version === 'v2') return base
  return {
    ...base,
    gameState: game.gameState,
    gameStateDisplay: toGameStateDisplay(game.gameState),
    displayHeadToHead: true,
    gameCenterEnabled: game.gameCenterEnabled,
    opponents: null,
    homeTeamOrderNumber: null,
    eventName: null,
    eventLogo: null,
    isHeadToHead: true,
    leaders: null,
    teams: null,
    periodsRegulation: 0,
    period: 0,
  }
}
