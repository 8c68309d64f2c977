import { NavigationItemResourceSchema } from '@fieldhouse/contract/navigation'
import { expect, test } from 'vitest'
import { createTestClient } from './test-client'
import { jsonResponse } from './fake-fetch'
import { toNavigationItem } from './navigation'

const link = (id: number, extra: object = {}) => ({
  id,
  title: `Link ${id}`,
  url: `/l/${id}`,
  ...extra,
})

test('toNavigationItem turns null and missing lists into [] and fills defaults', () => {
  const item = toNavigationItem(
    NavigationItemResourceSchema.parse({
      ...link(1),
      items: null,
      columns: null,
      socialMediaLinks: null,
      scheduleRosterNewsLinks: null,
      stats: null,
      sport: null,
      className: null,
    }),
  )
  expect(item).toEqual({
    id: 1,
    title: 'Link 1',
    url: '/l/1',
    className: null,
    openInNewWindow: false,
    columns: [],
    items: [],
    separator: false,
    sport: null,
    scheduleRosterNewsLinks: [],
    socialMediaLinks: [],
    stats: null,
  })
})

test('toNavigationItem maps nested columns, items, sport and link lists', () => {
  const item = toNavigationItem(
    NavigationItemResourceSchema.parse({
      ...link(9, { className: 'additional-links', openInNewWindow: true, rank: 3 }),
      columns: [
        { column: 1, items: [link(10, { separator: true, items: [link(11)] })] },
        { column: 2, items: null },
      ],
      items: [
        link(12, {
          sport: {
            id: 4,
            title: 'Football',
            abbrev: 'FB',
            shortTitle: 'FB',
            shortName: 'football',
            globalSportShortName: 'football',
          },
          scheduleRosterNewsLinks: [link(13, { className: 'schedule' })],
          socialMediaLinks: [link(14, { className: 'twitter', icon: 'x' })],
          stats: link(15),
        }),
      ],
    }),
  )
  expect(item.className).toBe('additional-links')
  expect(item.openInNewWindow).toBe(true)
  expect(item.columns.map((c) => [c.column, c.items.map((i) => i.id)])).toEqual([
    [1, [10]],
    [2, []],
  ])
  expect(item.columns[0]?.items[0]).toMatchObject({ separator: true, items: [{ id: 11 }] })
  const child = item.items[0]
  expect(child?.sport).toEqual({
    id: 4,
    title: 'Football',
    shortName: 'football',
    globalSportShortName: 'football',
  })
  expect(child?.scheduleRosterNewsLinks).toEqual([
    { id: 13, title: 'Link 13', url: '/l/13', className: 'schedule', openInNewWindow: false },
  ])
  expect(child?.socialMediaLinks).toEqual([
    { url: '/l/14', title: 'Link 14', className: 'twitter' },
  ])
  expect(child?.stats).toMatchObject({ id: 15, url: '/l/15' })
})

test('getNavigation maps the list and ignores unknown fields', async () => {
  const { client, logger } = createTestClient(() =>
    jsonResponse([{ ...link(1), ad: null, futureField: 'x' }, link(9)]),
  )
  const items = await client.getNavigation()
  expect(items.map((item) => item.id)).toEqual([1, 9])
  expect(Object.keys(items[0] ?? {})).not.toContain('futureField')
  expect(logger.records).toEqual([])
})
