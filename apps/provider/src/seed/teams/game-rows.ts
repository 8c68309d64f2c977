import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { gameMediaOf } from './game-media'
import { lineScoreOf, scoresOf, type Scoring } from './games-scoring'
import type { PlannedGame } from './games-schedule'
import { toUtc } from '../../local-time'
import { NO_EVENT_IMAGE, toDisplayTime, type GameRow } from '../../resources/games/game-row'
import type { Dice } from '../../dice'

// A planned season -> `games` rows: ids, status letters and game states, UTC forms, display
// times, results with line scores, media. Also where the real provider's quirks the site must
// tolerate are planted (README 5.1): 7-digit UTC fractions, a display time with the venue's zone
// on some away games, "0"/"0" scores on a few not-started games.

export type SeasonContext = {
  definition: TenantDefinition
  key: SportKey
  sportId: number
  scheduleId: number
  seasonId: number
  current: boolean
  // The seed clock's local time (clock/seed-clock.ts): a game before it has been played.
  now: string
  scoring: Scoring
  facility: { id: number } | null
  homeCity: string
  conferenceAbbrev: string
  tenantZone: 'ET' | 'CT' | 'MT'
  gameCenter: boolean
}

const ZONE_SHIFT = { ET: 0, CT: -1, MT: -2 } as const

const NEUTRAL_CITIES = ['Minneapolis, MN', 'Indianapolis, IN', 'Omaha, NE', 'Chicago, IL']

export function buildSeasonRows(
  dice: Dice,
  context: SeasonContext,
  planned: readonly PlannedGame[],
): GameRow[] {
  const { definition } = context
  const lastGame = planned.findLastIndex((game) => game.kind === 'game')
  let zeroScoresPlanted = false
  return planned.map((game, index): GameRow => {
    const id = context.scheduleId * 100 + index + 1
    // A postponed game whose day has passed was never made up: it reads as canceled, so no game
    // before now is still to play.
    const canceled =
      game.kind === 'canceled' || (game.kind === 'postponed' && game.date < context.now)
    const postponed = game.kind === 'postponed' && !canceled
    const played = game.date < context.now && !canceled && !postponed
    const allDay = game.kind === 'meet'
    // The current season's last game (a tournament game, usually) has no date fixed yet.
    const tbd = context.current && index === lastGame && !played
    const home = game.locationIndicator === 'H'
    const neutralHometeam = game.locationIndicator === 'N' && id % 2 === 0
    const counted = game.kind === 'game' || game.kind === 'exhibition'
    const outcome =
      game.kind === 'exhibition'
        ? dice.number.float({ min: 0, max: 1 }) < 0.8
          ? 'W'
          : 'L'
        : game.outcome
    const scores = played && counted && outcome ? scoresOf(dice, context.scoring, outcome) : null
    const noDecision = played && game.kind === 'no-decision'
    let teamScore = scores ? String(scores[0]) : noDecision ? '3' : null
    let opponentScore = scores ? String(scores[1]) : noDecision ? '3' : null
    if (
      !played &&
      !zeroScoresPlanted &&
      context.current &&
      game.kind === 'game' &&
      context.sportId % 3 === 0
    ) {
      // README 5.1: games not yet started may carry "0"/"0".
      teamScore = '0'
      opponentScore = '0'
      zeroScoresPlanted = true
    }
    const line =
      scores && game.kind === 'game'
        ? lineScoreOf(dice, context.scoring, scores[0], scores[1])
        : null
    const tenantHome = home || neutralHometeam
    const tenantName = definition.schoolName
    const lineScores = line && {
      // A tie has no winner; 'T' is own design (only H and A were seen).
      game_winner:
        scores?.[0] === scores?.[1]
          ? 'T'
          : (scores?.[0] ?? 0) > (scores?.[1] ?? 0) === tenantHome
            ? 'H'
            : 'A',
      // Always false in the real sample, even for home games (README 4.2).
      this_team_is_home_team: false,
      home_full_name: tenantHome ? tenantName : game.opponent.name,
      home_short_name: tenantHome ? definition.abbreviation : game.opponent.name,
      away_full_name: tenantHome ? game.opponent.name : tenantName,
      away_short_name: tenantHome ? game.opponent.name : definition.abbreviation,
      period_label: line.label,
      periods: line.periods,
      period_home_score: tenantHome ? line.team : line.opponent,
      period_away_score: tenantHome ? line.opponent : line.team,
    }
    const utc = tbd || allDay ? null : toUtc(game.date, definition.timeZone)
    let time = tbd || allDay ? null : toDisplayTime(game.hour, game.minute)
    if (
      time &&
      game.locationIndicator === 'A' &&
      game.opponent.zone !== context.tenantZone &&
      id % 3 === 0
    ) {
      const shift = ZONE_SHIFT[game.opponent.zone] - ZONE_SHIFT[context.tenantZone]
      time = `${toDisplayTime(game.hour + shift, game.minute)} ${game.opponent.zone}`
    }
    const spotlight = home && game.conference && dice.number.float({ min: 0, max: 1 }) < 0.25
    const promotion = spotlight ? `${definition.abbreviation} Gold Out` : null
    const gameCenter = context.gameCenter && home && game.kind === 'game'
    const ranked = game.kind === 'game' && dice.number.float({ min: 0, max: 1 }) < 0.12
    return {
      tenantId: definition.tenantId,
      id,
      sportId: context.sportId,
      scheduleId: context.scheduleId,
      seasonId: context.seasonId,
      date: game.date,
      endDate: allDay ? addDays(game.date, game.extraDays) : null,
      // README 2.4: some UTC values carry a 7-digit fraction.
      dateUtc: utc && id % 11 === 0 ? utc.replace('Z', '.0000001Z') : utc,
      endDateUtc: null,
      time,
      tbd,
      allDay,
      isDoubleHeader: game.isDoubleHeader,
      status: canceled ? 'C' : played ? 'O' : 'A',
      gameState: canceled ? 6 : postponed ? 5 : played && id % 2 === 0 ? 8 : 0,
      noplayText: canceled ? 'Canceled' : postponed ? 'Postponed' : '',
      locationIndicator: game.locationIndicator,
      location: home
        ? context.homeCity
        : game.locationIndicator === 'A'
          ? game.opponent.city
          : (NEUTRAL_CITIES[id % NEUTRAL_CITIES.length] ?? null),
      neutralHometeam,
      facilityId: home ? (context.facility?.id ?? null) : null,
      isConference: game.conference,
      conference: definition.conferenceName,
      tournament: game.tournament,
      opponentId: game.opponent.id,
      opponentPrefix: ranked ? `#${dice.number.int({ min: 1, max: 25 })}` : null,
      teamPrefix: null,
      showAtVs: true,
      isSpotlight: spotlight,
      gameCenterEnabled: gameCenter,
      resultStatus: noDecision ? 'N' : scores ? outcome : null,
      teamScore,
      opponentScore,
      preScore: null,
      postScore: noDecision ? 'Suspended' : scores && outcome === 'T' ? 'OT' : null,
      // A box score needs a line score (decision record 016): not for tennis, swimming, wrestling.
      hasBoxScore: line !== null,
      lineScores,
      media: gameMediaOf(definition, context.key, {
        id,
        home,
        gameCenter,
        tournament: game.tournament,
        played,
        promotion,
      }),
      pregameStoryId: null,
      postgameStoryId: null,
      promotion: { name: promotion, link: null, image: null, caption: null, altText: null },
      eventImage: NO_EVENT_IMAGE,
    }
  })
}

function addDays(local: string, days: number): string {
  const millis = Date.parse(`${local}Z`) + days * 86_400_000
  return new Date(millis).toISOString().slice(0, 19)
}
