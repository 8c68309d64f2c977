import type { Calendar } from './profiles'
import type { Dice } from '../../dice'
import type { SeasonRecord } from './records'
import type { OpponentPlan } from './opponents'

// One season of a sport's games, as planned before they become rows: dates across the season,
// opponents (conference rivals for conference games), where, and the outcome of each counted
// game. A completed season's outcomes add up to the head coach's record that year; a season
// without one rolls its outcomes. Extras that count in no record ride along: an exhibition, a
// canceled and a postponed game, a no-decision, a closing all-day championship meet.

export type Outcome = 'W' | 'L' | 'T'

export type PlannedGame = {
  kind: 'game' | 'exhibition' | 'canceled' | 'postponed' | 'no-decision' | 'meet'
  // Local wall-clock start, "2026-09-10T19:00:00".
  date: string
  hour: number
  minute: number
  // Days an all-day event lasts after its first day.
  extraDays: number
  outcome: Outcome | null
  conference: boolean
  locationIndicator: 'H' | 'A' | 'N'
  opponent: OpponentPlan
  tournament: string
  isDoubleHeader: boolean
}

export type SeasonPlanInput = {
  calendar: Calendar
  academicYear: number
  games: number
  ties: boolean
  record: SeasonRecord | null
  conferenceAbbrev: string
  diamond: boolean
  // Team sports open with an exhibition; individual sports close with an all-day meet.
  exhibition: boolean
  meet: boolean
  current: boolean
}

// First game (month, day; spring sports in the academic year's second calendar year) and the
// season's length in days.
const WINDOWS: Record<Calendar, { month: number; day: number; days: number }> = {
  fall: { month: 8, day: 29, days: 84 },
  winter: { month: 11, day: 4, days: 116 },
  spring: { month: 2, day: 13, days: 95 },
}

const DAY = 86_400_000

function toLocal(millis: number, hour: number, minute: number): string {
  const day = new Date(millis).toISOString().slice(0, 10)
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00`
}

function outcomesOf(
  dice: Dice,
  input: SeasonPlanInput,
): { result: Outcome; conference: boolean }[] {
  const { record } = input
  if (record) {
    const of = (result: Outcome, all: number, inConference: number) =>
      Array.from({ length: all }, (_, i) => ({ result, conference: i < inConference }))
    return dice.helpers.shuffle([
      ...of('W', record.overallWins, record.conferenceWins),
      ...of('L', record.overallLosses, record.conferenceLosses),
      ...of('T', record.overallTies, record.conferenceTies),
    ])
  }
  return Array.from({ length: input.games }, () => {
    const roll = dice.number.float({ min: 0, max: 1 })
    const result: Outcome = input.ties && roll > 0.93 ? 'T' : roll < 0.55 ? 'W' : 'L'
    return { result, conference: dice.number.float({ min: 0, max: 1 }) < 0.55 }
  })
}

export function planSeason(
  dice: Dice,
  input: SeasonPlanInput,
  opponents: readonly OpponentPlan[],
): PlannedGame[] {
  const outcomes = outcomesOf(dice, input)
  const total = outcomes.length
  if (total === 0) return []
  const rivals = opponents.filter((o) => o.rival)
  const others = opponents.filter((o) => !o.rival)
  const pickFrom = (list: readonly OpponentPlan[]) => {
    const picked = list[dice.number.int({ min: 0, max: list.length - 1 })]
    if (!picked) throw new Error('A season needs conference and non-conference opponents')
    return picked
  }
  const span = WINDOWS[input.calendar]
  const start = Date.UTC(
    input.calendar === 'spring' ? input.academicYear + 1 : input.academicYear,
    span.month - 1,
    span.day,
  )
  const wins = outcomes.filter((o) => o.result === 'W').length
  const planned: PlannedGame[] = []
  let previous: PlannedGame | null = null
  outcomes.forEach((outcome, index) => {
    const day = Math.round((index * span.days) / Math.max(1, total - 1))
    // Baseball and softball play doubleheaders: the game after a doubleheader's opener shares
    // its day.
    const second = input.diamond && index % 5 === 2 && previous !== null && !previous.isDoubleHeader
    const [hour, minute] = second
      ? [16, 0]
      : input.diamond && index % 5 === 1
        ? [13, 0]
        : index % 3 === 2
          ? [13, 0]
          : index % 4 === 1
            ? [18, 30]
            : [19, 0]
    // The season ends in tournaments: the last non-conference games are the conference
    // championship and, after a winning season, the NCAA tournament.
    const fromEnd = total - 1 - index
    const tournament =
      outcome.conference || fromEnd > 1
        ? ''
        : fromEnd === 0 && wins / total >= 0.6
          ? 'NCAA Tournament'
          : `${input.conferenceAbbrev} Championship`
    const neutral = tournament !== '' || dice.number.float({ min: 0, max: 1 }) < 0.06
    const game: PlannedGame = {
      kind: 'game',
      date:
        second && previous
          ? `${previous.date.slice(0, 10)}T16:00:00`
          : toLocal(start + day * DAY, hour, minute),
      hour,
      minute,
      extraDays: 0,
      outcome: outcome.result,
      conference: outcome.conference,
      locationIndicator: neutral ? 'N' : index % 2 === 0 ? 'H' : 'A',
      opponent: pickFrom(outcome.conference ? rivals : others),
      tournament,
      isDoubleHeader: second,
    }
    if (second && previous) previous.isDoubleHeader = true
    planned.push(game)
    previous = game
  })
  // An extra on the season's day `day` (0 = the first game's day) at `hour`.
  const extra = (
    kind: PlannedGame['kind'],
    day: number,
    hour: number,
    fields: Partial<PlannedGame> = {},
  ): PlannedGame => ({
    kind,
    date: toLocal(start + day * DAY, hour, 0),
    hour,
    minute: 0,
    extraDays: 0,
    outcome: null,
    conference: false,
    locationIndicator: 'H',
    opponent: pickFrom(others),
    tournament: '',
    isDoubleHeader: false,
    ...fields,
  })
  if (input.exhibition) {
    planned.push(extra('exhibition', -10, 19, { tournament: 'Exhibition' }))
  }
  if (total >= 16) planned.push(extra('canceled', Math.round(span.days * 0.45), 19))
  if (input.current && input.calendar !== 'fall') {
    planned.push(extra('postponed', Math.round(span.days * 0.8), 19, { locationIndicator: 'A' }))
  }
  if (input.diamond && !input.current) {
    planned.push(extra('no-decision', Math.round(span.days * 0.3), 13, { locationIndicator: 'A' }))
  }
  if (input.meet) {
    planned.push(
      extra('meet', span.days + 7, 0, {
        extraDays: 2,
        locationIndicator: 'N',
        opponent: pickFrom(rivals),
        tournament: `${input.conferenceAbbrev} Championships`,
      }),
    )
  }
  return planned.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
