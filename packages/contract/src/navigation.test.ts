import { expect, test } from 'vitest'
import { NavigationResponseSchema } from './navigation'

const link = (id: number, title: string, url: string) => ({
  id,
  title,
  shortTitle: null,
  rank: id,
  column: 1,
  url,
  icon: null,
  separator: false,
  openInNewWindow: false,
  sportIdAssociation: null,
  sport: null,
  className: '',
  socialMediaLinks: null,
  scheduleRosterNewsLinks: null,
  items: null,
  stats: null,
  tickets: null,
  youtube: null,
})

test('navigation parses nested columns, child links and keeps unknown keys out', () => {
  const parsed = NavigationResponseSchema.parse([
    {
      ...link(1, 'Sports', ''),
      includeSocialMedia: true,
      ad: null,
      somethingNew: 'ignored',
      items: [],
      columns: [
        {
          column: 1,
          items: [
            {
              ...link(2, 'Football', '/sports/football'),
              sport: {
                id: 1,
                title: 'Football',
                abbrev: 'FB',
                shortTitle: 'FB',
                shortName: 'football',
                globalSportShortName: 'football',
              },
              scheduleRosterNewsLinks: [link(3, 'Schedule', '/sports/football/schedule')],
            },
          ],
        },
      ],
    },
  ])
  const first = parsed[0]
  expect(first?.columns?.[0]?.items?.[0]?.scheduleRosterNewsLinks?.[0]?.url).toBe(
    '/sports/football/schedule',
  )
  expect(first).not.toHaveProperty('somethingNew')
})

test('navigation turns stats of an unknown shape into null instead of failing', () => {
  const parsed = NavigationResponseSchema.parse([{ ...link(1, 'Home', '/'), stats: 'weird' }])
  expect(parsed[0]?.stats).toBeNull()
})

test('navigation rejects an item without an id', () => {
  expect(NavigationResponseSchema.safeParse([{ title: 'x', url: '/' }]).success).toBe(false)
})
