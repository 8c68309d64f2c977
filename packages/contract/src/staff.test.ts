import { expect, test } from 'vitest'
import {
  CoachingHistoryResponseSchema,
  RosterStaffResourceSchema,
  StaffResourceSchema,
} from './staff'
import { wireStaffMember } from './staff-fixtures'

test('a staff member parses as it is; a missing image or category is tolerated', () => {
  expect(StaffResourceSchema.parse(wireStaffMember)).toEqual(wireStaffMember)
  expect(
    StaffResourceSchema.parse({ ...wireStaffMember, image: null, category: null }).image,
  ).toBeNull()
})

test('a roster coach keeps its entry id apart from its staffId', () => {
  const coach = RosterStaffResourceSchema.parse({
    id: 5245,
    staffId: 1176,
    title: null,
    firstName: 'Pat',
    lastName: 'Lee',
    email: '',
    phone: '',
    url: null,
    bio: '<p>Bio</p>',
    twitter: '',
    image: null,
    displayFields: { staff_title: 'Head Coach' },
  })
  expect(coach).toMatchObject({ id: 5245, staffId: 1176 })
})

test('coaching records need every count; percentages are strings', () => {
  const row = {
    firstName: 'Pat',
    lastName: 'Lee',
    overallWins: 8,
    overallLosses: 4,
    overallTies: 0,
    overallWinPercent: '.667',
    conferenceWins: 5,
    conferenceLosses: 2,
    conferenceTies: 0,
    conferenceWinPercent: '.714',
  }
  const body = {
    yearly: [{ ...row, season: '2025' }],
    overall: [{ ...row, numberOfSeasons: 1, startYear: '2025', endYear: '2025' }],
  }
  expect(CoachingHistoryResponseSchema.parse(body)).toEqual(body)
  expect(
    CoachingHistoryResponseSchema.safeParse({
      ...body,
      yearly: [{ ...row, overallWinPercent: 0.667 }],
    }).success,
  ).toBe(false)
})
