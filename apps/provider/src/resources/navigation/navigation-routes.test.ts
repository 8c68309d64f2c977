import {
  NavigationResponseSchema,
  SubNavigationResponseSchema,
} from '@fieldhouse/contract/navigation'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

async function navigation() {
  return NavigationResponseSchema.parse(await provider.getJson('/api/v2/navigation'))
}

test('the sports dropdown splits men and women into two columns of sport entries', async () => {
  const sports = (await navigation()).find((item) => item.title === 'Sports')
  expect(sports?.items).toEqual([])
  expect(sports?.columns?.map((c) => c.column)).toEqual([1, 2])
  const football = sports?.columns?.[0]?.items?.find((item) => item.title === 'Football')
  expect(football?.sport).toMatchObject({ id: 10, globalSportShortName: 'football' })
  expect(football?.scheduleRosterNewsLinks?.map((l) => l.url)).toEqual([
    '/sports/football/schedule',
    '/sports/football/roster',
    '/sports/football/archives',
  ])
  expect(football?.tickets?.className).toBe('tickets')
  expect(football?.socialMediaLinks?.length).toBeGreaterThan(0)
  const women = sports?.columns?.[1]?.items?.map((item) => item.title) ?? []
  expect(women.every((title) => !title.startsWith("Men's") && title !== 'Football')).toBe(true)
})

test('the footer group is the level-1 item with id 9', async () => {
  const footer = (await navigation()).find((item) => item.id === 9)
  expect(footer?.items?.map((item) => item.url)).toContain('/staff-directory')
})

test("the footer group's social links are the department's accounts, TikTok among them", async () => {
  const footer = (await navigation()).find((item) => item.id === 9)
  const social = footer?.socialMediaLinks ?? []
  expect(social.map((link) => link.className)).toEqual(
    expect.arrayContaining(['twitter', 'instagram', 'tiktok', 'snapchat']),
  )
  expect(social.find((link) => link.className === 'tiktok')).toMatchObject({
    title: 'TikTok',
    url: 'https://www.tiktok.com/@northfieldowls',
    openInNewWindow: true,
  })
  // Not among the footer's links: a row of their own.
  expect(footer?.items?.some((item) => item.className === 'tiktok')).toBe(false)
})

test('external links open in a new window, including a protocol-relative one', async () => {
  const inside = (await navigation()).find((item) => item.title === 'Inside Athletics')
  const compliance = inside?.items?.find((item) => item.title === 'Compliance')
  expect(compliance).toMatchObject({ openInNewWindow: true })
  expect(compliance?.url.startsWith('//')).toBe(true)
})

test.each([
  ['', 0],
  ['?sportId=0', 0],
  ['?sportId=99999', 0],
])('sub navigation%s is empty', async (query, length) => {
  expect(await provider.getJson(`/api/v2/navigation/sub${query}`)).toHaveLength(length)
})

test('a sport sub navigation starts with its sport-home link and ends with more links', async () => {
  const items = SubNavigationResponseSchema.parse(
    await provider.getJson('/api/v2/navigation/sub?sportId=10'),
  )
  expect(items[0]).toMatchObject({ className: 'sport-home', url: '/sports/football' })
  expect(items.map((item) => item.title)).toEqual(
    expect.arrayContaining(['Schedule', 'Roster', 'Coaches', 'Stats', 'News', 'Tickets']),
  )
  const more = items.at(-1)
  expect(more?.className).toBe('additional-links')
  expect(more?.items?.map((item) => item.url)).toContain('/sports/football/opponent-history')
})
