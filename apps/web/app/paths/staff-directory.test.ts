import { expect, test } from 'vitest'

import {
  isDepartmentSlug,
  staffDepartmentPath,
  staffListingPath,
  staffMemberPath,
} from './staff-directory'

test('a department address ends in -department and a person never does', () => {
  expect(staffDepartmentPath({ id: 907, title: 'Ticket Office' })).toBe(
    '/staff-directory/ticket-office-department/907',
  )
  expect(staffMemberPath({ id: 5, firstName: 'Ana', lastName: 'Ruiz' })).toBe(
    '/staff-directory/ana-ruiz/5',
  )
  const odd = staffMemberPath({ id: 6, firstName: 'Sales', lastName: 'Department' })
  expect(odd).toBe('/staff-directory/sales-department-staff/6')
  expect(isDepartmentSlug(odd.split('/')[2] ?? '')).toBe(false)
  expect(staffMemberPath({ id: 7, firstName: '', lastName: '' })).toBe('/staff-directory/staff/7')
})

test('a sport staff member is listed with the bio under the sport', () => {
  const person = { id: 8, firstName: 'Bo', lastName: 'Lee' }
  expect(
    staffListingPath({
      ...person,
      placement: { globalSportNameSlug: 'football', kind: 'support' },
    }),
  ).toBe('/sports/football/roster/staff/bo-lee/8')
  expect(staffListingPath({ ...person, placement: null })).toBe('/staff-directory/bo-lee/8')
})
