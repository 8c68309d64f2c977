import type {
  EventResultResource,
  EventsResultsItemResource,
} from '@fieldhouse/contract/events-results'
import type { Game, GameResult, LineScore } from './game'
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

/** An EventsResults item (v2 or v2.1, README 4.2) as the Game entity. */
export function toGame(item: EventsResultsItemResource, timeZone: string): Game {
  const indicator = toLocationIndicator(item.locationIndicator)
  const result = toResult(item.result)
  const media = item.media
  const tournament = orNull(item.tournament)
  const status = orNull(item.status)?.toUpperCase() ?? null
  return {
    id: item.id,
    scheduleId: item.schedule?.id ?? item.sport.scheduleId ?? null,
    ...toGameTimes(
      { local: item.date, utc: item.dateUtc },
      { local: item.endDate, utc: item.endDateUtc },
      timeZone,
    ),
    time: orNull(item.time),
    isDoubleHeader: item.isDoubleHeader ?? false,
    isAllDay: item.allDay ?? false,
    isTbd: item.tbd ?? false,
    teamPrefix: orNull(item.teamPrefix),
    status,
    locationIndicator: indicator,
    teamSide: toTeamSide(indicator, item.neutralHometeam),
    location: orNull(item.location),
    conference: {
      isConference: item.isConference ?? false,
      name: orNull(item.conference),
      abbreviation: orNull(item.conferenceAbbrev),
      logo: toImagePath(item.conferenceLogo),
    },
    showAtVs: item.showAtVs ?? false,
    atVs: indicator === 'A' ? 'at' : 'vs',
    sport: toGameSport(item.sport),
    isSpotlight: item.isSpotlight ?? false,
    type: orNull(item.type),
    tournament,
    isExhibition: isExhibition(tournament),
    opponent: item.opponent
      ? {
          id: item.opponent.id ?? null,
          ...toOpponentNames(item.opponent.title, item.opponent.prefix, item.opponent.name),
          image: toImagePath(item.opponent.image),
          // Not in EventsResults; the legacy shape has them.
          website: null,
          mascot: null,
          location: null,
          isConference: null,
        }
      : null,
    media: {
      audio: toLink(media?.audio, media?.audioText),
      video: toLink(media?.video, media?.videoText),
      stats: orNull(media?.stats),
      tickets: orNull(media?.tickets),
      custom1: orNull(media?.custom1),
      custom2: orNull(media?.custom2),
      custom3: orNull(media?.custom3),
      tv: toTv(media?.tv, media?.tvImage, media?.tvImageLink),
      radio: orNull(media?.radio),
      gameNote: orNull(media?.gameNote),
      promotionName: orNull(media?.gamePromotionName) ?? orNull(item.promotion?.name),
      program: toLink(media?.program, media?.programText),
      files: (media?.gameFiles ?? []).flatMap((file) => {
        const url = orNull(file?.url)
        return url ? [{ title: orNull(file?.title) ?? url, url }] : []
      }),
    },
    result,
    recap: item.story ? toLink(item.story.url, item.story.title) : null,
    state: toGameState({
      code: item.gameState,
      text: item.gameStateDisplay,
      status,
      decided: result !== null,
    }),
    stateText: orNull(item.gameStateDisplay),
    gameCenterEnabled: item.gameCenterEnabled ?? false,
    facility: toGameFacility(item.gameFacility),
    eventImage: toEventImage(item.eventImage),
    promotion: item.promotion
      ? toPromotion({
          name: orNull(item.promotion.name),
          link: orNull(item.promotion.link),
          image: toImagePath(item.promotion.image),
          caption: orNull(item.promotion.caption),
          alt: orNull(item.promotion.altText),
        })
      : null,
    ticketLink: orNull(item.ticketLink),
    pregameStoryId: item.gamePregameStoryId ?? null,
    postgameStoryId: item.gamePostgameStoryId ?? null,
  }
}

function toResult(result: EventResultResource | null | undefined): GameResult | null {
  const status = toResultStatus(result?.status)
  if (!result || !status) return null
  return {
    status,
    teamScore: toScore(result.teamScore),
    opponentScore: toScore(result.opponentScore),
    preScore: orNull(result.preScore),
    postScore: orNull(result.postScore),
    boxScoreUrl: orNull(result.boxScore),
    lineScore: toLineScore(result.lineScores),
  }
}

function toLineScore(lines: EventResultResource['lineScores']): LineScore | null {
  if (!lines || !lines.periods?.length) return null
  const scores = (values: (string | number | null | undefined)[] | null | undefined) =>
    (values ?? []).map((value) => (value === null || value === undefined ? '' : String(value)))
  const winner = lines.game_winner?.trim().toUpperCase()
  return {
    periodLabel: orNull(lines.period_label),
    periods: lines.periods.map((period) => period ?? ''),
    home: {
      name: orNull(lines.home_full_name),
      shortName: orNull(lines.home_short_name),
      scores: scores(lines.period_home_score),
    },
    away: {
      name: orNull(lines.away_full_name),
      shortName: orNull(lines.away_short_name),
      scores: scores(lines.period_away_score),
    },
    winner: winner === 'H' ? 'home' : winner === 'A' ? 'away' : null,
  }
}

function toEventImage(image: EventsResultsItemResource['eventImage']): Game['eventImage'] {
  const src = toImagePath(image?.image)
  if (!image || !src) return null
  return {
    image: src,
    alt: orNull(image.altText),
    caption: orNull(image.caption),
    link: orNull(image.link),
  }
}
