import type { BoxScorePenalty, BoxScoreScore } from '@fieldhouse/contract/boxscore'
import type { Dice } from '../dice'
import type { StatLine } from '../stats/sheets'
import type { PeriodScore } from './box-score-periods'

// The scoring and penalty summaries of soccer, ice hockey and lacrosse (README 4.12 `scores`,
// `penalties`), read off the players' lines: every goal of a scorer's line lands in a period of
// the team's line score, in order, with the team's assists handed out to other players.

export type LoggedPlayer = { name: string; line: StatLine }
export type GoalSport = 'soccer' | 'hockey' | 'lacrosse'

const SCORING_GROUP: Record<GoalSport, string> = {
  soccer: 'shot',
  hockey: 'scoring',
  lacrosse: 'shot',
}
const PERIOD_MINUTES: Record<GoalSport, number> = { soccer: 45, hockey: 20, lacrosse: 15 }

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`

const repeat = (players: LoggedPlayer[], group: string, count: string) =>
  players.flatMap((p) => Array.from({ length: p.line[group]?.[count] ?? 0 }, () => p.name))

export function buildGoalLog(
  dice: Dice,
  sport: GoalSport,
  sides: { team: string; players: LoggedPlayer[]; periods: PeriodScore[] }[],
): { scores: BoxScoreScore[]; penalties: BoxScorePenalty[] } {
  const group = SCORING_GROUP[sport]
  const length = PERIOD_MINUTES[sport] * 60
  const time = () => dice.number.int({ min: 0, max: length - 1 })
  const scores: (BoxScoreScore & { at: number })[] = []
  const penalties: (BoxScorePenalty & { at: number })[] = []
  for (const side of sides) {
    const scorers = dice.helpers.shuffle(repeat(side.players, group, 'g'))
    const assists = dice.helpers.shuffle(repeat(side.players, group, 'a'))
    side.periods.forEach((goals, index) => {
      for (let i = 0; i < (goals === 'X' ? 0 : goals); i += 1) {
        const scorer = scorers.shift() ?? null
        const at = index * length + time()
        const assistAt = assists.findIndex((name) => name !== scorer)
        const assist = assistAt >= 0 ? (assists.splice(assistAt, 1)[0] ?? null) : null
        scores.push({
          at,
          period: index + 1,
          time: clock(at % length),
          team: side.team,
          nameOfPlayer: scorer,
          nameOfFirstAssist: assist,
          description: `Goal by ${scorer ?? 'TEAM'}${assist ? `, assist by ${assist}` : ', unassisted'}`,
        })
      }
    })
    const periods = side.periods.length
    const foul = (name: string, type: string) => {
      const at = dice.number.int({ min: 0, max: periods - 1 }) * length + time()
      penalties.push({
        at,
        period: Math.floor(at / length) + 1,
        time: clock(at % length),
        type,
        team: side.team,
        nameOfPlayer: name,
      })
    }
    for (const p of side.players) {
      if (sport === 'soccer') {
        for (let i = 0; i < (p.line.penalty?.yellow ?? 0); i += 1) foul(p.name, 'Yellow card')
        for (let i = 0; i < (p.line.penalty?.red ?? 0); i += 1) foul(p.name, 'Red card')
      }
      if (sport === 'hockey') {
        for (let i = 0; i < (p.line.scoring?.pim ?? 0) / 2; i += 1) foul(p.name, 'Minor, 2 minutes')
      }
    }
  }
  const byTime = <T extends { at: number }>(list: T[]) =>
    list.sort((a, b) => a.at - b.at).map(({ at: _at, ...rest }) => rest)
  return { scores: byTime(scores), penalties: byTime(penalties) }
}
