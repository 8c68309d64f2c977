import { expect, test } from 'vitest'

import type { ShellNavItem } from './nav-children'
import { getNavItems, parseNavPayload, toNavPayload } from './nav-payload'

const item = (id: number, title: string, extra: Partial<ShellNavItem> = {}): ShellNavItem => ({
  id,
  title,
  url: `/${title.toLowerCase()}`,
  openInNewWindow: false,
  separator: false,
  columns: [],
  items: [],
  scheduleRosterNewsLinks: [],
  ...extra,
})

const navigation: ShellNavItem[] = [
  item(1, 'Sports', {
    url: '',
    columns: [
      {
        column: 1,
        items: [
          item(100, 'Football', {
            scheduleRosterNewsLinks: [
              {
                id: 101,
                title: 'Schedule',
                url: '/sports/football/schedule',
                openInNewWindow: false,
              },
              { id: 103, title: 'News', url: 'https://news.example/', openInNewWindow: true },
            ],
          }),
          item(150, '', { url: '', separator: true }),
        ],
      },
      {
        column: 2,
        items: [item(200, 'Shop', { url: 'https://shop.example/', openInNewWindow: true })],
      },
    ],
  }),
  item(9, 'Footer Links', { url: '', items: [item(901, 'Privacy "Policy" <b>', {})] }),
  item(2, 'Tickets'),
]

test('a payload reads back as the same menus', () => {
  expect(parseNavPayload(toNavPayload(navigation))).toEqual(navigation)
})

test('an item without children, links or flags costs only its id, title and url', () => {
  expect(toNavPayload([item(2, 'Tickets')])).toBe('[[2,"Tickets","/tickets"]]')
})

test.each([
  ['not JSON', '{'],
  ['not a list', '{"id":1}'],
  ['an empty string', ''],
])('a payload that is %s reads as no menus', (_name, payload) => {
  expect(parseNavPayload(payload)).toEqual([])
})

test('malformed entries are left out and the rest is kept', () => {
  const payload = JSON.stringify([[1, 'A', '/a', 0, [[1, [['x']]], 'bad'], [null], [[5, 6]]], 'x'])
  expect(parseNavPayload(payload)).toEqual([item(1, 'A', { columns: [{ column: 1, items: [] }] })])
})

test('the same payload gives the same array, so memoised markup and effects keep it', () => {
  const payload = toNavPayload(navigation)
  expect(getNavItems(payload)).toBe(getNavItems(payload))
  expect(getNavItems(payload)).toEqual(navigation)
})
