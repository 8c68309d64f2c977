import type { LegacyGameResource } from '@fieldhouse/contract/schedule-games'
import type { Game, GameLink, GameResult } from './game'
import {
  isExhibition,
  toGameFacility,
  toGameSport,
  toGameState,
  toGameTimes,
  toImagePath,
  toLink,
  toLocationIndicator,
  toOpponentNames,
  toPromotion,
  toResultStatus,
  toScore,
  toTeamSide,
  toTv,
} from './game-parts'
import { orNull } from './rosters-parts'

type LegacyLink = NonNullable<NonNullable<LegacyGameResource['media']>['video']>

/**
 * The legacy game shape (/ScheduleGames/{id}, calendar events; README 4.3, 4.5) as the Game
 * entity. Fields the shape lacks (v2.1 game state, game center, event image, custom fields, the
 * sport's slug when absent) get the same values an EventsResults item without them gets.
 */
export function toGameFromLegacy(game: LegacyGameResource, timeZone: string): Game {
  const indicator = toLocationIndicator(game.locationIndicator)
  const result = toResult(game.result)
  const media = game.media
  const opponent = game.opponent
  const tournament = orNull(game.tournament?.title)
  const status = orNull(game.status)?.toUpperCase() ?? null
  const noPlay = orNull(game.noplayText)
  const atVs = game.atVs?.trim().toLowerCase()
  return {
    id: game.id,
    scheduleId: media?.gamefiles?.find((file) => file.scheduleId)?.scheduleId ?? null,
    ...toGameTimes(
      { local: game.date, utc: game.dateUtc },
      { local: game.enddate, utc: game.endDateUtc },
      timeZone,
    ),
    time: orNull(game.time),
    isDoubleHeader: game.isADoubleheader ?? false,
    isAllDay: game.allDay ?? false,
    isTbd: game.tbd ?? false,
    teamPrefix: orNull(game.gameTeamPrefix),
    status,
    locationIndicator: indicator,
    teamSide: toTeamSide(indicator, game.neutralHometeam),
    location: orNull(game.location),
    conference: {
      isConference: game.conference ?? false,
      name: orNull(game.conferenceTitle),
      abbreviation: orNull(game.conferenceAbbrev),
      logo: toImagePath(game.conferenceLogo),
    },
    showAtVs: game.displayVsatIndicator ?? game.showAtVs ?? false,
    atVs: atVs === 'at' || atVs === 'vs' ? atVs : indicator === 'A' ? 'at' : 'vs',
    sport: toGameSport(game.sport),
    isSpotlight: game.isSpotlight ?? false,
    type: orNull(game.type),
    tournament,
    isExhibition: isExhibition(tournament),
    opponent: opponent
      ? {
          id: opponent.id ?? null,
          ...toOpponentNames(opponent.title, opponent.prefix, null),
          image: toImagePath(
            opponent.image?.fullpath ??
              (opponent.image?.path && opponent.image.filename
                ? `${opponent.image.path.replace(/\/+$/, '')}/${opponent.image.filename}`
                : null),
          ),
          website: orNull(opponent.website),
          mascot: orNull(opponent.mascot),
          location: orNull(opponent.location),
          isConference: opponent.conference ?? null,
        }
      : null,
    media: {
      audio: fromLegacyLink(media?.audio),
      video: fromLegacyLink(media?.video),
      stats: fromLegacyLink(media?.stats)?.url ?? null,
      tickets: fromLegacyLink(media?.tickets)?.url ?? null,
      // customDisplayFields has no evidenced shape (always []); nothing to read.
      custom1: null,
      custom2: null,
      custom3: null,
      tv: toTv(media?.tv, media?.tvImage, media?.tvImageLink),
      radio: orNull(media?.radio),
      gameNote: orNull(media?.gameNote),
      promotionName: orNull(game.gamePromotionText),
      program: toLink(game.gameProgramLink, game.gameProgram),
      files: (media?.gamefiles ?? []).flatMap((file) => {
        const url = orNull(file.gamefileLink)
        return url ? [{ title: orNull(file.gamefileTitle) ?? url, url }] : []
      }),
    },
    result,
    recap: fromLegacyLink(game.result?.recap),
    state: toGameState({ code: null, text: noPlay, status, decided: result !== null }),
    stateText: noPlay,
    gameCenterEnabled: false,
    facility: toGameFacility(game.facility),
    eventImage: null,
    promotion: toPromotion({
      name: orNull(game.gamePromotionText),
      link: orNull(game.gamePromotionLink),
      image: toImagePath(game.promotionImagePath),
      caption: orNull(game.promotionImageCaption),
      alt: null,
    }),
    ticketLink: orNull(game.ticketLink),
    pregameStoryId: game.previewStoryId ?? null,
    postgameStoryId: game.postStoryId ?? null,
  }
}

export function fromLegacyLink(link: LegacyLink | null | undefined): GameLink | null {
  if (typeof link === 'string') return toLink(link, null)
  return link ? toLink(link.url, link.label ?? link.title) : null
}

function toResult(result: LegacyGameResource['result']): GameResult | null {
  const status = toResultStatus(result?.status)
  if (!result || !status) return null
  return {
    status,
    teamScore: toScore(result.teamScore),
    opponentScore: toScore(result.opponentScore),
    preScore: orNull(result.prescoreInfo),
    postScore: orNull(result.postscoreInfo),
    boxScoreUrl: orNull(result.boxscore),
    // The legacy shape has no line score.
    lineScore: null,
  }
}
