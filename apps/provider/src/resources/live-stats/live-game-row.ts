import type { LiveGame } from '../../games-sim/live-game'
import { toLocal } from '../../local-time'
import { NO_EVENT_IMAGE, toDisplayTime, type GameRow } from '../games/game-row'
import type { LiveGameSetup } from './live-game-setup'

// The live demo game as its `games` row at one instant: the current slot's tip-off in the
// tenant's zone, home on even games, the state and score of /LiveStats, and once the buzzer has
// gone a result, a box score and a line score like any played game's (both are written with
// games/game-row.ts).

const NO_MEDIA = {
  video: null,
  videoText: null,
  audio: null,
  audioText: null,
  stats: null,
  tickets: null,
  gameNote: null,
  gamePromotionName: null,
  tv: null,
  tvImage: null,
  tvImageLink: null,
  radio: null,
  custom1: null,
  custom2: null,
  custom3: null,
  gameFiles: [],
  program: null,
  programText: null,
}

export function toLiveGameRow(setup: LiveGameSetup, live: LiveGame): GameRow {
  const { stats } = live
  const home = stats.school.isHome
  const opponentIndex = live.gameNumber % Math.max(1, setup.opponentIds.length)
  const opponent = setup.input.opponents[opponentIndex]
  const date = toLocal(live.startTime, setup.timeZone)
  const [hour = 0, minute = 0] = date.slice(11, 16).split(':').map(Number)
  const schoolWon = stats.school.score > stats.opponent.score
  const labels = (stats.school.periodScores ?? []).map((_, i) => String(i + 1))
  const homeTeam = home ? stats.school : stats.opponent
  const awayTeam = home ? stats.opponent : stats.school
  const schoolName = setup.input.school.name
  const opponentName = opponent?.name ?? stats.opponent.name
  return {
    tenantId: setup.tenantId,
    id: setup.input.gameId,
    sportId: setup.sportId,
    scheduleId: setup.scheduleId,
    seasonId: setup.seasonId,
    date,
    dateUtc: new Date(live.startTime).toISOString().replace(/\.\d+Z$/, 'Z'),
    time: toDisplayTime(hour, minute),
    status: stats.isComplete ? 'O' : 'A',
    gameState: stats.gameState,
    locationIndicator: home ? 'H' : 'A',
    location: home ? setup.homeCity : null,
    facilityId: home ? setup.facilityId : null,
    isConference: opponent?.isLeagueGame ?? false,
    conference: setup.conference,
    opponentId: setup.opponentIds[opponentIndex] ?? 0,
    showAtVs: true,
    gameCenterEnabled: true,
    resultStatus: stats.isComplete ? (schoolWon ? 'W' : 'L') : null,
    teamScore: String(stats.school.score),
    opponentScore: String(stats.opponent.score),
    hasBoxScore: stats.isComplete,
    // From the tip-off: the periods played so far and the total so far in "F".
    lineScores:
      labels.length === 0
        ? null
        : {
            // Own design while undecided: '' (seeded games always have a winner).
            game_winner: stats.isComplete ? (schoolWon === home ? 'H' : 'A') : '',
            this_team_is_home_team: false,
            home_full_name: home ? schoolName : opponentName,
            home_short_name: home ? setup.input.school.id : opponentName,
            away_full_name: home ? opponentName : schoolName,
            away_short_name: home ? opponentName : setup.input.school.id,
            period_label: 'Half',
            periods: [...labels, 'F'],
            period_home_score: [
              ...(homeTeam.periodScores ?? []).map(String),
              String(homeTeam.score),
            ],
            period_away_score: [
              ...(awayTeam.periodScores ?? []).map(String),
              String(awayTeam.score),
            ],
          },
    media: NO_MEDIA,
    promotion: { name: null, link: null, image: null, caption: null, altText: null },
    eventImage: NO_EVENT_IMAGE,
  }
}
