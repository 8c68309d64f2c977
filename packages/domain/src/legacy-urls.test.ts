import { expect, test } from 'vitest'

import { getLegacyTarget, type LegacyTarget } from './legacy-urls'

const target = (address: string) => {
  const url = new URL(address, 'http://site.test')
  return getLegacyTarget(url.pathname, url.search)
}

test.each<[string, LegacyTarget | null]>([
  ['/roster.aspx?path=football', { kind: 'sport', sport: 'football', page: 'roster' }],
  ['/Roster.aspx?Path=MBball', { kind: 'sport', sport: 'mbball', page: 'roster' }],
  ['/roster.aspx?path=wsoc&rp_id=12', { kind: 'sport', sport: 'wsoc', page: 'roster' }],
  ['/schedule.aspx?path=football', { kind: 'sport', sport: 'football', page: 'schedule' }],
  ['/results.aspx?path=football', { kind: 'sport', sport: 'football', page: 'results' }],
  ['/cumestats.aspx?path=football', { kind: 'sport', sport: 'football', page: 'stats' }],
  ['/coaches.aspx?path=football', { kind: 'sport', sport: 'football', page: 'coaches' }],
  ['/coaches.aspx?rc=77', { kind: 'coach', coachId: 77, sport: null }],
  ['/coaches.aspx?rc=77&path=football', { kind: 'coach', coachId: 77, sport: 'football' }],
  ['/archives.aspx?path=football', { kind: 'sport', sport: 'football', page: 'archives' }],
  ['/archives.aspx', { kind: 'path', path: '/archives' }],
  ['/news.aspx?path=football', { kind: 'sport', sport: 'football', page: 'archives' }],
  ['/index.aspx', { kind: 'path', path: '/' }],
  ['/index.aspx?path=football', { kind: 'sport', sport: 'football', page: 'home' }],
  ['/default.aspx', { kind: 'path', path: '/' }],
  ['/boxscore.aspx?id=4120', { kind: 'box-score', gameId: 4120 }],
  ['/boxscore.aspx?ID=4120&path=football', { kind: 'box-score', gameId: 4120 }],
  ['/staff.aspx', { kind: 'path', path: '/staff-directory' }],
  ['/staff.aspx?staff=12', { kind: 'path', path: '/staff-directory' }],
  ['/calendar.aspx', { kind: 'path', path: '/calendar' }],
  ['/calendar.aspx/', { kind: 'path', path: '/calendar' }],
  ['/facilities.aspx', { kind: 'path', path: '/facilities' }],
  ['/tickets.aspx', { kind: 'path', path: '/tickets' }],
  ['/hof.aspx', { kind: 'path', path: '/honors' }],
  ['/sponsors.aspx', { kind: 'path', path: '/partners' }],
  ['/news/2024/1/2/owls-win.aspx', { kind: 'path', path: '/news/2024/1/2/owls-win' }],
  ['/news/2024/1/2/Owls-Win.ASPX?path=football', { kind: 'path', path: '/news/2024/1/2/owls-win' }],
])('the legacy address %s moves to %j', (address, expected) => {
  expect(target(address)).toEqual(expected)
})

// Malformed legacy addresses name nothing: the 404 page, never a guess and never elsewhere.
test.each([
  '/roster.aspx',
  '/roster.aspx?path=',
  '/roster.aspx?path=https://evil.test',
  '/roster.aspx?path=//evil.test',
  '/roster.aspx?path=../admin',
  `/roster.aspx?path=${'a'.repeat(41)}`,
  '/schedule.aspx?path=%2F%2Fevil.test',
  '/boxscore.aspx',
  '/boxscore.aspx?id=abc',
  '/boxscore.aspx?id=0',
  '/boxscore.aspx?id=-3',
  '/boxscore.aspx?id=99999999999',
  '/coaches.aspx',
  '/coaches.aspx?rc=x1&path=football',
])('%s is a legacy address that names nothing', (address) => {
  expect(target(address)).toEqual({ kind: 'not-found' })
})

test.each([
  '/',
  '/sports/football/roster',
  '/unknown.aspx',
  '/sports/roster.aspx?path=football',
  '/news/2024/1/2/owls-win',
  '/news/2024/1/slug.aspx',
  '/roster.aspx.bak',
])('%s is no legacy address', (address) => {
  expect(target(address)).toBeNull()
})
