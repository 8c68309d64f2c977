import type {
  BoxScoreResponse,
  BoxScoreTeam,
  ScoringSummaryPlay,
} from '@fieldhouse/contract/boxscore'
import type { Dice } from '../dice'
import type { BoxScoreInput } from './box-score-input'
import { opponentName } from './opponent-names'
import type { PeriodScore } from './box-score-periods'

// Baseball and softball box scores in the shape a real tenant's site holds them (provider
// README 4.12, issue 33): each team's final as `score` and `scoringSummary { runs, hits, errors,
// scoreByInnings }` instead of `scoreSummary`; the players' `gamePlayed`/`gameStarted` as "1"/"0";
// `scoringSummaryPlays`; the venue's start, weather, umpires, scheduled innings and doubleheader
// flag; `gameDate`; and no `thisTeamIsHomeTeam`, `homeTeamName` or `visitingTeamName` (the
// teams' `isTenantTeam` and `name` say it). Narratives and umpires are made up from the seed.

const flag = (value: boolean | string | number | null | undefined) =>
  value === true || value === '1' ? '1' : '0'

function toDiamondTeam(team: BoxScoreTeam, periods: PeriodScore[]): BoxScoreTeam {
  const runs = String(team.scoreSummary?.score ?? '0')
  const rest = { ...team }
  delete rest.scoreSummary
  return {
    ...rest,
    score: runs,
    scoringSummary: {
      runs,
      hits: String(team.totals?.hitting?.hits ?? '0'),
      errors: String(team.totals?.fielding?.errors ?? '0'),
      scoreByInnings: periods.join(','),
    },
    players: team.players?.map((player) => ({
      ...player,
      gamePlayed: flag(player.gamePlayed),
      gameStarted: flag(player.gameStarted),
    })),
  }
}

const SINGLE_RUN = [
  'singled to left field, RBI',
  'doubled down the right-field line, RBI',
  'hit a sacrifice fly to center field, RBI',
  'homered to left field, RBI',
  'grounded out to shortstop, RBI',
]
const RUNS = ['doubled to left center', 'homered to right field', 'singled up the middle']

// A scorer for a half-inning: one of the side's hitters, by last name as narratives print them.
function batterOf(dice: Dice, team: BoxScoreTeam): string {
  const hitters = (team.players ?? []).filter((player) => player.hitting)
  const pick = hitters[dice.number.int({ min: 0, max: Math.max(0, hitters.length - 1) })]
  return pick ? (pick.name.split(', ')[0] ?? pick.name) : 'Batter'
}

/** One play per half-inning that scored, top then bottom, with the score after it. */
export function toScoringPlays(
  dice: Dice,
  visiting: { team: BoxScoreTeam; periods: PeriodScore[] },
  home: { team: BoxScoreTeam; periods: PeriodScore[] },
): ScoringSummaryPlay[] {
  const plays: ScoringSummaryPlay[] = []
  const score = { visiting: 0, home: 0 }
  const innings = Math.max(visiting.periods.length, home.periods.length)
  for (let i = 0; i < innings; i += 1) {
    for (const side of ['visiting', 'home'] as const) {
      const { team, periods } = side === 'visiting' ? visiting : home
      const runs = periods[i]
      if (typeof runs !== 'number' || runs === 0) continue
      score[side] += runs
      const batter = batterOf(dice, team)
      const what =
        runs === 1
          ? dice.helpers.shuffle(SINGLE_RUN)[0]
          : `${dice.helpers.shuffle(RUNS)[0]}, ${runs} RBI`
      plays.push({
        teamName: team.name,
        inningNumber: String(i + 1),
        playNarrative: `${batter} ${what}.`,
        visitingScore: String(score.visiting),
        homeScore: String(score.home),
        isVisitingTeam: side === 'visiting' ? '1' : '0',
      })
    }
  }
  return plays
}

const WEATHER = ['Sunny, 72 degrees', 'Partly cloudy, 64 degrees', 'Overcast, 58 degrees']

// First pitch a few minutes after the scheduled "HH:MM", as "5:03 PM".
function firstPitch(dice: Dice, scheduled: string): string {
  const [h = 0, m = 0] = scheduled.split(':').map(Number)
  const minutes = h * 60 + m + dice.number.int({ min: 0, max: 6 })
  const hour = Math.floor(minutes / 60) % 24
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
}

function umpires(dice: Dice): Record<string, string> {
  const name = () => {
    const { firstName, lastName } = opponentName(dice)
    return `${firstName} ${lastName}`
  }
  return { 'Home Plate': name(), First: name(), Third: name() }
}

/** A built baseball or softball box score turned into the real tenants' shape. */
export function toDiamondShape(
  dice: Dice,
  input: BoxScoreInput,
  box: BoxScoreResponse,
  periods: { home: PeriodScore[]; visiting: PeriodScore[] },
): BoxScoreResponse {
  const rest = { ...box }
  delete rest.thisTeamIsHomeTeam
  delete rest.homeTeamName
  delete rest.visitingTeamName
  const home = toDiamondTeam(box.homeTeam, periods.home)
  const visiting = toDiamondTeam(box.visitingTeam, periods.visiting)
  // Scheduled innings say what the own-design rules said.
  const venue = { ...box.venue }
  delete venue.rules
  return {
    ...rest,
    gameDate: box.venue?.date ?? null,
    venue: {
      ...venue,
      start: input.start ? firstPitch(dice, input.start) : null,
      weather: WEATHER[dice.number.int({ min: 0, max: WEATHER.length - 1 })] ?? null,
      umpires: umpires(dice),
      scheduledInnings: String(input.regulationPeriods),
      doubleHeaderGame: input.isDoubleHeader ? '1' : '0',
      tournamentName: input.tournament ?? null,
    },
    homeTeam: home,
    visitingTeam: visiting,
    scoringSummaryPlays: toScoringPlays(
      dice,
      { team: visiting, periods: periods.visiting },
      { team: home, periods: periods.home },
    ),
  }
}
