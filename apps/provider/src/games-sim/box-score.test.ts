import { BoxScoreResponseSchema, type BoxScoreTeam } from '@fieldhouse/contract/boxscore'
import { expect, test } from 'vitest'
import { createDice } from '../dice'
import { SIMULATIONS } from './stats-sim'
import type { StatsKind } from '../stats/sheets'
import { buildBoxScore } from './box-score'
import type { BoxScoreInput } from './box-score-input'
import { splitScores } from './box-score-periods'

// Our side's lines come from the stats seed's own simulation, as the seeded games will.
function inputFor(
  kind: StatsKind | null,
  scores: [number, number],
  more: Partial<BoxScoreInput> = {},
): BoxScoreInput {
  const positions: Record<StatsKind, string[]> = {
    basketball: ['G', 'G', 'F', 'F', 'C', 'G', 'F'],
    baseball: ['C', 'INF', 'INF', 'INF', 'INF', 'OF', 'OF', 'OF', 'RHP', 'RHP', 'LHP'],
    softball: ['C', 'INF', 'INF', 'INF', 'INF', 'OF', 'OF', 'OF', 'UT', 'RHP', 'LHP'],
    football: ['QB', 'RB', 'WR', 'WR', 'TE', 'OL', 'DL', 'LB', 'DB', 'K', 'P'],
    soccer: ['GK', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'M', 'F', 'F'],
    hockey: ['G', 'F', 'F', 'F', 'F', 'F', 'F', 'D', 'D', 'D', 'D'],
    lacrosse: ['G', 'A', 'A', 'A', 'M', 'M', 'M', 'D', 'D', 'D', 'FO'],
    volleyball: ['S', 'OH', 'OH', 'MB', 'MB', 'OPP', 'L'],
  }
  const [team, opponent] = scores
  const sim = kind
    ? SIMULATIONS[kind](
        createDice([7]),
        (positions[kind] ?? []).map((position, id) => ({
          id,
          position,
          talent: 0.6,
          starter: true,
          depth: 0,
        })),
        {
          result: team > opponent ? 'W' : team < opponent ? 'L' : 'T',
          teamScore: team,
          opponentScore: opponent,
        },
        0,
      )
    : new Map()
  return {
    gameId: 4321,
    kind,
    date: '2026-02-07',
    stadium: 'Alumni Arena',
    location: 'Northfield, Minn.',
    attendance: 4100,
    isLeagueGame: true,
    isPostseason: false,
    team: { name: 'Northfield State', id: 'NSU', code: 101, record: '10-4' },
    opponent: { name: 'Prairie State', id: 'PRST', code: 202, record: '8-6' },
    locationIndicator: 'H',
    teamScore: team,
    opponentScore: opponent,
    regulationPeriods:
      kind === 'baseball'
        ? 9
        : kind === 'softball'
          ? 7
          : kind === 'hockey'
            ? 3
            : kind === 'basketball' || kind === 'soccer'
              ? 2
              : 4,
    overtimes: 0,
    players: [...sim].map(([id, played]) => ({
      firstName: `First${id}`,
      lastName: `Last${id}`,
      uniform: String(id),
      position: positions[kind ?? 'basketball'][id] ?? 'X',
      rosterPlayerId: 100 + id,
      started: played.started,
      line: played.line,
    })),
    seed: 99,
    ...more,
  }
}

// Baseball and softball carry the innings in scoringSummary (box-score-diamond.ts).
const sumPeriods = (team: BoxScoreTeam) =>
  (team.scoreSummary?.scoreByPeriod ?? team.scoringSummary?.scoreByInnings ?? '')
    .split(',')
    .reduce((sum, p) => sum + (p === 'X' ? 0 : Number(p)), 0)

// Every total equals the sum of the players' values for that stat, rates aside.
function expectTotalsAreSums(team: BoxScoreTeam) {
  for (const [group, totals] of Object.entries(team.totals ?? {})) {
    for (const [stat, value] of Object.entries(totals ?? {})) {
      if (value === null || String(value).includes('.') || stat === 'inningsPitched') continue
      const sum = (team.players ?? []).reduce((s, p) => {
        const groups = p as Record<string, unknown>
        const line = groups[group] as Record<string, string | null> | null | undefined
        return s + Number(line?.[stat] ?? 0)
      }, 0)
      expect(Number(value), `${team.name} ${group}.${stat}`).toBe(sum)
    }
  }
}

test.each([
  ['basketball', [78, 71]],
  ['baseball', [5, 3]],
  ['softball', [2, 4]],
  ['football', [31, 17]],
  ['soccer', [2, 1]],
  ['hockey', [3, 4]],
  ['lacrosse', [12, 9]],
  ['volleyball', [3, 1]],
  [null, [4, 2]],
] as const)('%s: a valid box score whose line scores and totals add up', (kind, scores) => {
  const input = inputFor(kind, [...scores])
  const box = BoxScoreResponseSchema.parse(buildBoxScore(input))
  expect(box.homeTeamScore).toBe(String(scores[0]))
  expect(box.visitingTeamScore).toBe(String(scores[1]))
  if (kind === 'volleyball') {
    const [home, away] = [box.homeTeam, box.visitingTeam].map((t) =>
      (t.scoreSummary?.scoreByPeriod ?? '').split(',').map(Number),
    )
    const setsWon = (home ?? []).filter((points, i) => points > (away?.[i] ?? 0)).length
    expect(setsWon).toBe(scores[0])
  } else {
    expect(sumPeriods(box.homeTeam)).toBe(scores[0])
    expect(sumPeriods(box.visitingTeam)).toBe(scores[1])
  }
  expectTotalsAreSums(box.homeTeam)
  expectTotalsAreSums(box.visitingTeam)
  // Our players are exactly the lines given, opponents have no roster ids.
  expect(box.homeTeam.players?.map((p) => p.rosterPlayerId)).toEqual(
    input.players.map((p) => p.rosterPlayerId),
  )
  expect(box.visitingTeam.players?.every((p) => p.rosterPlayerId === null)).toBe(true)
  if (kind) expect(box.visitingTeam.players?.length).toBeGreaterThan(5)
  expect(box.venue?.date).toBe('02/07/2026')
  expect(box.venue?.duration).toMatch(/^\d:\d\d$/)
})

test('the opponent’s generated points, runs and goals are its final score', () => {
  const totals = (kind: StatsKind, scores: [number, number], group: string, stat: string) =>
    Number(buildBoxScore(inputFor(kind, scores)).visitingTeam.totals?.[group]?.[stat])
  expect(totals('basketball', [60, 83], 'shooting', 'points')).toBe(83)
  expect(totals('basketball', [90, 41], 'shooting', 'points')).toBe(41)
  expect(totals('baseball', [1, 12], 'hitting', 'runsScored')).toBe(12)
  expect(totals('soccer', [0, 3], 'shots', 'goals')).toBe(3)
  expect(totals('soccer', [3, 0], 'goalie', 'goalsAllowed')).toBe(3)
})

test('our players’ groups are their stored lines under the box score’s names', () => {
  const input = inputFor('baseball', [5, 3])
  const box = buildBoxScore(input)
  const hitter = input.players.find((p) => p.line.hitting)
  const shown = box.homeTeam.players?.find((p) => p.rosterPlayerId === hitter?.rosterPlayerId)
  expect(shown?.name).toBe(`${hitter?.lastName}, ${hitter?.firstName}`)
  expect(shown?.hitting?.atBats).toBe(String(hitter?.line.hitting?.atBats ?? 0))
  expect(shown?.hitting?.runsScored).toBe(String(hitter?.line.hitting?.runs ?? 0))
  expect(shown?.hitting?.leftOnBase).toBeNull()
  expect(shown?.pitching).toBeNull()
  expect(shown?.battingOrder).toBe(1)
})

test('away games put the opponent at home; a neutral site keeps us as home', () => {
  const away = buildBoxScore(inputFor('soccer', [2, 1], { locationIndicator: 'A' }))
  expect(away).toMatchObject({
    thisTeamIsHomeTeam: false,
    isNeutral: false,
    homeTeamName: 'Prairie State',
    homeTeamScore: '1',
  })
  expect(away.visitingTeam.isTenantTeam).toBe(true)
  const neutral = buildBoxScore(inputFor('soccer', [2, 1], { locationIndicator: 'N' }))
  expect(neutral).toMatchObject({ thisTeamIsHomeTeam: true, isNeutral: true })
})

test('the same input gives the same box score; another seed another opponent', () => {
  const input = inputFor('hockey', [3, 2])
  expect(buildBoxScore(input)).toEqual(buildBoxScore(input))
  expect(buildBoxScore({ ...input, seed: 100 }).visitingTeam.players).not.toEqual(
    buildBoxScore(input).visitingTeam.players,
  )
})

test('goal sports list every goal in the scoring summary, in time order', () => {
  const box = buildBoxScore(inputFor('hockey', [3, 4]))
  expect(box.scores?.length).toBe(7)
  expect(box.scores?.filter((s) => s.team === 'Northfield State').length).toBe(3)
  const periods = (box.scores ?? []).map((s) => Number(s.period))
  expect(periods).toEqual([...periods].sort((a, b) => a - b))
})

test('leaders name the top performer of each key stat', () => {
  const box = buildBoxScore(inputFor('basketball', [70, 65]))
  const points = box.homeTeam.leaders?.find((l) => l.stat === 'points')
  const best = Math.max(...(box.homeTeam.players ?? []).map((p) => Number(p.shooting?.points ?? 0)))
  expect(points?.value).toBe(String(best))
})

test.each([
  // style, scores, periods, walk-off side -> team line, opponent line
  ['goals', [0, 0], { regulation: 2, overtimes: 0 }, null, '0,0', '0,0'],
  ['goals', [1, 0], { regulation: 3, overtimes: 1 }, null, '0,0,0,1', '0,0,0,0'],
  ['goals', [3, 2], { regulation: 9, overtimes: 0 }, 'team', /^(\d,){8}X$/, /^(\d,){8}\d$/],
] as const)(
  'splitScores %s %j',
  (style, [team, opponent], periods, walkOff, teamLine, opponentLine) => {
    const split = splitScores(createDice([1]), style, { team, opponent }, periods, walkOff)
    expect(split.team.join(',')).toMatch(teamLine)
    expect(split.opponent.join(',')).toMatch(opponentLine)
  },
)

test('overtime: level after regulation, decided in the last overtime', () => {
  for (let seed = 0; seed < 20; seed += 1) {
    const split = splitScores(
      createDice([seed]),
      'points',
      { team: 80, opponent: 77 },
      { regulation: 2, overtimes: 2 },
      null,
    )
    const regulation = (line: (number | 'X')[]) =>
      line.slice(0, 2).reduce<number>((s, p) => s + Number(p), 0)
    expect(regulation(split.team)).toBe(regulation(split.opponent))
    expect(split.team[2]).toBe(split.opponent[2])
    expect(split.team.reduce<number>((s, p) => s + Number(p), 0)).toBe(80)
  }
})

test('no two opponents share a name', () => {
  for (const kind of ['football', 'hockey'] as const) {
    const names = (buildBoxScore(inputFor(kind, [3, 2])).visitingTeam.players ?? []).map(
      (p) => p.name,
    )
    expect(new Set(names).size).toBe(names.length)
  }
})

test('basketball halves stay near an even share of the points', () => {
  for (let seed = 0; seed < 30; seed += 1) {
    const split = splitScores(
      createDice([seed]),
      'points',
      { team: 80, opponent: 60 },
      { regulation: 2, overtimes: 0 },
      null,
    )
    for (const half of split.team) expect(Number(half)).toBeGreaterThanOrEqual(32)
    expect(split.team.reduce<number>((s, p) => s + Number(p), 0)).toBe(80)
  }
})
