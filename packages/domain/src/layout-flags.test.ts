import { expect, test } from 'vitest'
import { getLayoutFlags } from './layout-flags'

test.each([
  ['/', true, false],
  ['', true, false],
  ['/sports/football', true, false],
  ['/Sports/Football/', true, false],
  ['/game-center/991', true, false],
  ['/sports/football/roster', false, false],
  ['/sports/football/roster/print/2024', false, true],
  ['/sports/football/schedule/print', false, true],
  ['/sports/football/schedule/text/2024', false, true],
  ['/sports/football/schedule/TEXT/', false, true],
  ['/sports/football/schedule/2024', false, false],
  ['/sports/football/results/print/2024/all', false, true],
  ['/staff-directory/print', false, true],
  ['/calendar/print/month/all/2024-08-01/2024-08-31/all', false, true],
  ['/sports/football/calendar/print/month/fb/a/b/c', false, true],
  ['/calendar', false, false],
  ['/splash', false, true],
  ['/splash/3', false, true],
  ['/hidden/splash/3', false, true],
  ['/news/2024/8/18/big-win', false, true],
  ['/hidden/news/2024/8/18/big-win', false, true],
  ['/hidden/sports/football/roster', false, false],
  ['/newsletter', false, false],
  ['/sports/2024/8/18/notes.aspx', false, false],
])('getLayoutFlags(%j) is full width %j, full screen %j', (path, isFullWidth, isFullScreen) => {
  expect(getLayoutFlags(path)).toEqual({ isFullWidth, isFullScreen })
})
