/** The fields of a facility (the facilities screens' entity) that grouping reads. */
export type FacilityLike = {
  id: number
  title: string
  sports: readonly { id: number; title: string }[]
}

export type FacilityGroup<T extends FacilityLike> = {
  /** null: the department-wide group of facilities that serve no particular sport. */
  sport: T['sports'][number] | null
  facilities: T[]
}

// A fixed locale, so the server and the browser order alike; numeric, so "Field 2" < "Field 10".
// Made on first use, not on import: Intl objects are costly to make (docs/performance.md).
let cachedCollator: Intl.Collator | undefined
const collator = () => (cachedCollator ??= new Intl.Collator('en', { numeric: true }))

const byTitle = (a: { id: number; title: string }, b: { id: number; title: string }) =>
  collator().compare(a.title, b.title) || a.id - b.id

/**
 * Facilities grouped by the sports they serve, for the facilities list: a facility serving several
 * sports appears under each, groups are ordered by sport title and facilities within a group by
 * title. Facilities with no sport form one last group with sport null. The input is left
 * untouched.
 */
export function groupFacilitiesBySport<T extends FacilityLike>(
  facilities: readonly T[],
): FacilityGroup<T>[] {
  const bySport = new Map<number, { sport: T['sports'][number]; facilities: T[] }>()
  const departmentWide: T[] = []
  for (const facility of facilities) {
    if (facility.sports.length === 0) departmentWide.push(facility)
    for (const sport of facility.sports) {
      const group = bySport.get(sport.id)
      if (group === undefined) bySport.set(sport.id, { sport, facilities: [facility] })
      // A sport listed twice on one facility still lists the facility once.
      else if (!group.facilities.includes(facility)) group.facilities.push(facility)
    }
  }
  const groups: FacilityGroup<T>[] = [...bySport.values()].sort((a, b) => byTitle(a.sport, b.sport))
  if (departmentWide.length > 0) groups.push({ sport: null, facilities: departmentWide })
  for (const group of groups) group.facilities.sort(byTitle)
  return groups
}
