import { expect, test } from 'vitest'

import { groupStaffByDepartment } from './staff-groups'

const person = (name: string, category: { id: number; title: string } | null) => ({
  name,
  category,
})
const admin = { id: 900, title: 'Administration' }
const football = { id: 10, title: 'Football' }

test('groupStaffByDepartment keeps the directory order of departments and people', () => {
  const groups = groupStaffByDepartment(
    [person('A', admin), person('B', admin), person('C', football), person('D', football)],
    'Staff',
  )
  expect(groups.map((group) => [group.id, group.title, group.members.map((m) => m.name)])).toEqual([
    [900, 'Administration', ['A', 'B']],
    [10, 'Football', ['C', 'D']],
  ])
})

test('groupStaffByDepartment joins a department listed again later to its first group', () => {
  const groups = groupStaffByDepartment(
    [person('A', admin), person('C', football), person('B', admin)],
    'Staff',
  )
  expect(groups.map((group) => group.members.map((m) => m.name))).toEqual([['A', 'B'], ['C']])
})

test('groupStaffByDepartment puts people without a department under the fallback title', () => {
  const groups = groupStaffByDepartment([person('A', null), person('B', admin)], 'Staff')
  expect(groups.map((group) => [group.id, group.title])).toEqual([
    [null, 'Staff'],
    [900, 'Administration'],
  ])
})

test('groupStaffByDepartment of nobody is no group', () => {
  expect(groupStaffByDepartment([], 'Staff')).toEqual([])
})
