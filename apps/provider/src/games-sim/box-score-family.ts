import type { BoxStatGroup } from '@fieldhouse/contract/boxscore'
import { addCounts, type StatLine } from '../stats/sheets'

// How a sport family's box score reads the stats seed's game lines (stats/sheets.ts): each box
// group lists its wire fields and the sheet count behind each, plus rates and the fields the
// sheet does not keep (null, never invented). Team totals run the same table over the summed
// lines, so they always equal the sum of the players'.

export type Get = (group: string, count: string) => number

// [wire field, sheet group, sheet count]
export type Field = readonly [string, string, string]

// A group's fields from [wire field, sheet count] pairs, all counted in the sheet group `group`.
export const fieldsOf = (group: string, pairs: [string, string][]): Field[] =>
  pairs.map(([wire, count]) => [wire, group, count] as const)

export type BoxGroup = {
  name: string
  fields: readonly Field[]
  derive?: (get: Get) => Record<string, string | null>
}

export type LeaderRule = { stat: string; label: string; value: (get: Get) => number }

export type Family = {
  groups: readonly BoxGroup[]
  leaders: readonly LeaderRule[]
  periodName: string
}

export const getter =
  (line: StatLine): Get =>
  (group, count) =>
    line[group]?.[count] ?? 0

const hasAny = (group: BoxGroup, line: StatLine) =>
  group.fields.some(([, sheetGroup]) => line[sheetGroup] !== undefined)

function toGroup(group: BoxGroup, line: StatLine): BoxStatGroup {
  const get = getter(line)
  const out: BoxStatGroup = {}
  for (const [wire, sheetGroup, count] of group.fields) out[wire] = String(get(sheetGroup, count))
  return { ...out, ...(group.derive?.(get) ?? {}) }
}

// A player's groups: null where the player has no line in any of the group's sheet groups.
export function toPlayerGroups(
  family: Family,
  line: StatLine,
): Record<string, BoxStatGroup | null> {
  return Object.fromEntries(
    family.groups.map((group) => [group.name, hasAny(group, line) ? toGroup(group, line) : null]),
  )
}

export function toTeamTotals(family: Family, lines: StatLine[]): Record<string, BoxStatGroup> {
  const sum: StatLine = {}
  for (const line of lines) addCounts(sum, line)
  return Object.fromEntries(family.groups.map((group) => [group.name, toGroup(group, sum)]))
}

type Named = { name: string; uniform: string; line: StatLine }

// Top performer per key stat (own design); ties are all listed, a stat nobody has is left out.
export function toLeaders(family: Family, players: readonly Named[]) {
  return family.leaders.flatMap((rule) => {
    const scored = players.map((p) => ({ p, value: rule.value(getter(p.line)) }))
    const best = Math.max(0, ...scored.map((s) => s.value))
    if (best <= 0) return []
    return [
      {
        stat: rule.stat,
        label: rule.label,
        value: String(best),
        players: scored
          .filter((s) => s.value === best)
          .map((s) => ({ name: s.p.name, uniform: s.p.uniform })),
      },
    ]
  })
}
