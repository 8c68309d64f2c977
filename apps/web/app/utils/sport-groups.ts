import type { SportSummary } from './sport-summary'

export type SportGroupList = { label: string; sports: SportSummary[] }[]

// The provider marks gender with a letter ('m' seen in real data, legacy 'M'/'F'; 'w' for
// women in some tenants); anything else is listed as co-ed.
export function groupSportsByGender(sports: SportSummary[]): SportGroupList {
  const groups: SportGroupList = [
    { label: "Men's sports", sports: [] },
    { label: "Women's sports", sports: [] },
    { label: 'Co-ed sports', sports: [] },
  ]
  for (const sport of sports) {
    const gender = sport.gender?.toLowerCase() ?? ''
    const group = gender.startsWith('m')
      ? 0
      : gender.startsWith('w') || gender.startsWith('f')
        ? 1
        : 2
    groups[group]?.sports.push(sport)
  }
  return groups.filter((group) => group.sports.length > 0)
}
