import { expect, test } from 'vitest'
import {
  getDesktopNavItems,
  getDropdownAdSlot,
  getFooterLinks,
  isInternalUrl,
  mobileSchedulePath,
} from './navigation'

test.each([
  ['/', true],
  ['/sports/football', true],
  ['/search?q=a', true],
  ['//cdn.example.com/x', false],
  ['/\\evil.example.com', false],
  ['https://example.com/', false],
  ['http:/example.com', false],
  ['mailto:info@example.com', false],
  ['tel:+15555550100', false],
  ['sports/football', false],
  [' /sports', false],
  ['#main', false],
  ['', false],
  [null, false],
])('isInternalUrl(%j) is %j', (url, expected) => {
  expect(isInternalUrl(url)).toBe(expected)
})

type Item = {
  id: number
  title: string
  items?: Item[]
  columns?: { column: number; items: Item[] }[]
}
const link = (id: number): Item => ({ id, title: `Link ${id}` })

test('getDesktopNavItems leaves out the footer links group (id 9)', () => {
  const items = [link(1), link(9), link(12)]
  expect(getDesktopNavItems(items).map((item) => item.id)).toEqual([1, 12])
})

test.each<[string, Item[], number[]]>([
  ['no footer group', [link(1)], []],
  ['flat items', [link(1), { ...link(9), items: [link(20), link(21)] }], [20, 21]],
  [
    'columns in column order',
    [
      {
        ...link(9),
        columns: [
          { column: 2, items: [link(31)] },
          { column: 1, items: [link(30)] },
        ],
      },
    ],
    [30, 31],
  ],
  [
    'items first, then column items not already listed',
    [
      {
        ...link(9),
        items: [link(20), link(21)],
        columns: [{ column: 1, items: [link(21), link(22)] }],
      },
    ],
    [20, 21, 22],
  ],
  ['a group with no children', [link(9)], []],
  [
    'only the level-1 group counts',
    [{ ...link(1), items: [{ ...link(9), items: [link(5)] }] }],
    [],
  ],
])('getFooterLinks: %s', (_name, items, expectedIds) => {
  expect(getFooterLinks(items).map((item) => item.id)).toEqual(expectedIds)
})

test.each([
  [0, 'navigation_dropdown1'],
  [6, 'navigation_dropdown7'],
  [7, null],
  [-1, null],
  [1.5, null],
])('getDropdownAdSlot(%j) is %j', (index, expected) => {
  expect(getDropdownAdSlot(index)).toBe(expected)
})

test.each([
  [null, '/calendar'],
  [undefined, '/calendar'],
  ['', '/calendar'],
  ['football', '/sports/football/schedule'],
  ['a b', '/sports/a%20b/schedule'],
])('mobileSchedulePath(%j) is %j', (slug, expected) => {
  expect(mobileSchedulePath(slug)).toBe(expected)
})
