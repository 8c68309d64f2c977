import { StaffResourceSchema } from '@fieldhouse/contract/staff'
import {
  StaffCategoriesResponseSchema,
  StaffDirectoryResponseSchema,
  StaffSettingsSchema,
  SupportStaffResponseSchema,
} from '@fieldhouse/contract/staff-directory'
import { expect, test } from 'vitest'
import { testStatuses } from '../../test-support/answers'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const directory = async (query = '') =>
  StaffDirectoryResponseSchema.parse(await provider.getJson(`/api/v2/Staff${query}`))

const everyone = async () => (await directory('?$pageSize=100&$pageIndex=0')).total

test('the demo directory lists 150 or more people, offices first, then each sport', async () => {
  const categories = StaffCategoriesResponseSchema.parse(
    await provider.getJson('/api/v2/Staff/filters/categories'),
  )
  expect(categories.slice(0, 3).map((c) => c.title)).toEqual([
    'Administration',
    'Athletics Communications',
    'Compliance',
  ])
  expect(categories.map((c) => c.title)).toContain("Men's Basketball")
  expect(await everyone()).toBeGreaterThanOrEqual(150)
  const first = (await directory()).items[0]
  expect(first).toMatchObject({
    title: 'Director of Athletics',
    category: { title: 'Administration' },
  })
  expect(first?.url).toMatch(/^\/staff-directory\/[a-z-]+\/\d+$/)
  expect(first?.email).toMatch(/@northfield-state\.example$/)
})

test('every listed person has a title, a unique e-mail and a phone; many have photos and bios', async () => {
  const items = []
  for (let page = 0; ; page += 1) {
    const body = await directory(`?$pageSize=100&$pageIndex=${page}`)
    items.push(...body.items)
    if (page + 1 >= body.pages) break
  }
  expect(new Set(items.map((i) => i.email)).size).toBe(items.length)
  for (const item of items) {
    expect(item.title).toBeTruthy()
    expect(item.phone).toMatch(/^\(555\) 010-\d{4}$/)
  }
  expect(items.filter((i) => i.image).length / items.length).toBeGreaterThan(0.6)
  expect(items.filter((i) => i.bio).length / items.length).toBeGreaterThan(0.5)
})

test('categoryId keeps one group; a sport group is its current staff, head coach first', async () => {
  const sport = await directory('?categoryId=11&$pageSize=100')
  expect(sport.items[0]).toMatchObject({ title: 'Head Coach', category: { id: 11 } })
  expect(sport.items.every((i) => i.category?.id === 11)).toBe(true)
  const offices = await directory('?categoryId=904&$pageSize=100')
  expect(offices.items.map((i) => i.category?.title)).toEqual(
    offices.items.map(() => 'Sports Medicine'),
  )
  expect((await directory('?categoryId=12345')).total).toBe(0)
})

test('searchText matches the title and names, case-insensitively', async () => {
  const trainers = await directory('?searchText=athletic%20trainer&$pageSize=100')
  expect(trainers.total).toBeGreaterThan(2)
  expect(trainers.items.every((i) => /athletic trainer/i.test(i.title ?? ''))).toBe(true)
  const [someone] = (await directory('?categoryId=901')).items
  const byName = await directory(
    `?searchText=${encodeURIComponent(`${someone?.firstName} ${someone?.lastName}`.toUpperCase())}`,
  )
  expect(byName.items.map((i) => i.id)).toContain(someone?.id)
  expect((await directory('?searchText=zzzz-nobody')).total).toBe(0)
})

test('an office member is a directory bio by id; settings and support staff answer', async () => {
  const [head] = (await directory()).items
  const member = StaffResourceSchema.parse(await provider.getJson(`/api/v2/Staff/${head?.id}`))
  expect(member).toEqual(head)
  const settings = StaffSettingsSchema.parse(await provider.getJson('/api/v2/Staff/settings'))
  expect(settings.displayFields?.map((f) => f.field)).toEqual([
    'staff_title',
    'staff_email',
    'staff_phone',
  ])
  const support = SupportStaffResponseSchema.parse(
    await provider.getJson('/api/v2/Staff/supportStaff?$pageSize=5'),
  )
  expect(support.items).toHaveLength(5)
  expect(support.total).toBeGreaterThan(20)
  expect(support.items[0]?.url).toMatch(/^\/sports\/[a-z-]+\/roster\/staff\/[a-z-]+\/\d+$/)
})

testStatuses(provider, [
  ['/api/v2/Staff?categoryId=a', 400],
  ['/api/v2/Staff?$pageSize=0', 400],
  [`/api/v2/Staff?searchText=${'x'.repeat(101)}`, 400],
  ['/api/v2/Staff/supportStaff?$pageIndex=-1', 400],
])
