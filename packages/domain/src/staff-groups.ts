// The staff directory by department (SPEC 2.1 "grouped by department"): the provider lists
// everyone in directory order, department by department; a group is each run of one department,
// in that order. A person without a department is grouped under `fallbackTitle` (id null).

export type StaffGroup<T> = { id: number | null; title: string; members: T[] }

export function groupStaffByDepartment<
  T extends { category: { id: number; title: string } | null },
>(members: readonly T[], fallbackTitle: string): StaffGroup<T>[] {
  const groups: StaffGroup<T>[] = []
  const byId = new Map<number | null, StaffGroup<T>>()
  for (const member of members) {
    const id = member.category?.id ?? null
    let group = byId.get(id)
    if (!group) {
      group = { id, title: member.category?.title ?? fallbackTitle, members: [] }
      byId.set(id, group)
      groups.push(group)
    }
    group.members.push(member)
  }
  return groups
}
