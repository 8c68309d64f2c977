import type { StatsKind } from '../../stats/sheets'
import type { Calendar } from './profiles'
import type { Dice } from './random'
import type { SeasonRecord } from './records'
import type { SimGame } from './stats-sim-kit'

// A team's games of one season, for the stats' game-by-game lines: dates across the season,
// fictional opponents (conference rivals for conference games) and results that add up to the
// season's coaching record when there is one. Until a schedules resource exists, this is where
// the stats' games come from.

export type ScheduledGame = SimGame & {
  // "4/19/2026 7:00:00\u202fPM": the stats-bio date format (README 2.4, with its narrow space).
  date: string
  opponent: string
  locationIndicator: 'H' | 'A' | 'N'
  conference: boolean
}

const RIVALS = [
  'Prairie State',
  'Lakehead A&M',
  'Iron Range',
  'Wolf River',
  'Big Sioux',
  'Driftless',
  'Kettle Moraine',
  'Red Cedar',
]
const OTHERS = [
  'Harbor Bay',
  'Westbrook',
  'Eastfield',
  'Granite State',
  'Bluff City',
  'Copper Ridge',
  'North Plains State',
  'Pinecrest',
  'Mesa Verde',
  'St. Aldric',
  'Summit',
  'Cedar Falls State',
]

// First game (month, day; spring sports in the academic year's second calendar year) and the
// season's length in days.
const WINDOWS: Record<Calendar, { month: number; day: number; days: number }> = {
  fall: { month: 8, day: 29, days: 84 },
  winter: { month: 11, day: 4, days: 116 },
  spring: { month: 2, day: 13, days: 95 },
}

function toStatsDate(date: Date, evening: boolean): string {
  const time = evening ? '7:00:00\u202fPM' : '1:00:00\u202fPM'
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()} ${time}`
}

function scores(dice: Dice, kind: StatsKind, result: SimGame['result']): [number, number] {
  const between = (min: number, max: number) => dice.number.int({ min, max })
  if (kind === 'volleyball') return result === 'W' ? [3, between(0, 2)] : [between(0, 2), 3]
  const [low, high, margin] =
    kind === 'football'
      ? [14, 45, 21]
      : kind === 'basketball'
        ? [55, 90, 18]
        : kind === 'lacrosse'
          ? [7, 18, 6]
          : kind === 'baseball' || kind === 'softball'
            ? [2, 11, 6]
            : [1, 4, 2]
  if (result === 'T') {
    const level = between(0, Math.min(3, high))
    return [level, level]
  }
  const winner = between(Math.max(low, 1), high)
  const loser = Math.max(0, winner - between(1, margin))
  return result === 'W' ? [winner, loser] : [loser, winner]
}

export function buildSchedule(
  dice: Dice,
  kind: StatsKind,
  calendar: Calendar,
  academicYear: number,
  options: { games: number; ties: boolean; record: SeasonRecord | null; played: number },
): ScheduledGame[] {
  const { record } = options
  const total = record
    ? record.overallWins + record.overallLosses + record.overallTies
    : options.games
  const count = Math.round(total * options.played)
  if (count === 0) return []
  type Outcome = { result: SimGame['result']; conference: boolean }
  let outcomes: Outcome[]
  if (record) {
    const of = (result: SimGame['result'], all: number, inConference: number): Outcome[] =>
      Array.from({ length: all }, (_, i) => ({ result, conference: i < inConference }))
    outcomes = dice.helpers.shuffle([
      ...of('W', record.overallWins, record.conferenceWins),
      ...of('L', record.overallLosses, record.conferenceLosses),
      ...of('T', record.overallTies, record.conferenceTies),
    ])
  } else {
    outcomes = Array.from({ length: count }, () => {
      const roll = dice.number.float({ min: 0, max: 1 })
      const result = options.ties && roll > 0.93 ? 'T' : roll < 0.55 ? 'W' : 'L'
      return { result, conference: dice.number.float({ min: 0, max: 1 }) < 0.55 }
    })
  }
  const window = WINDOWS[calendar]
  const start = Date.UTC(
    calendar === 'spring' ? academicYear + 1 : academicYear,
    window.month - 1,
    window.day,
  )
  return outcomes.slice(0, count).map((outcome, index) => {
    const day = Math.round((index * window.days) / Math.max(1, total - 1))
    const [teamScore, opponentScore] = scores(dice, kind, outcome.result)
    const rivals = outcome.conference ? RIVALS : OTHERS
    return {
      ...outcome,
      teamScore,
      opponentScore,
      date: toStatsDate(new Date(start + day * 86_400_000), index % 3 !== 2),
      opponent: rivals[dice.number.int({ min: 0, max: rivals.length - 1 })] ?? 'Opponent',
      locationIndicator:
        dice.number.float({ min: 0, max: 1 }) < 0.06 ? 'N' : index % 2 === 0 ? 'H' : 'A',
    }
  })
}
