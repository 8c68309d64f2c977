import { expect, test } from 'vitest'

import { getUrlCleanupRedirect, toCleanPath, toStoryRedirectTarget } from './url-cleanup'

test.each([
  ['/news/2026/9/5/owls-win', '/news/2026/9/5/owls-win'],
  ['/news/2026/9/5/owls-win.aspx', '/news/2026/9/5/owls-win'],
  ['/news/2026/9/5/owls-win.ASPX', '/news/2026/9/5/owls-win'],
  ['/News/2026/9/5/Owls-Win', '/news/2026/9/5/owls-win'],
  ['/news/2026/9/5/owls-win/', '/news/2026/9/5/owls-win'],
  ['/news/2026/9/5/owls-win//', '/news/2026/9/5/owls-win'],
  ['/news//2026/9//5/owls-win', '/news/2026/9/5/owls-win'],
  ['//news/2026/9/5/owls-win', '/news/2026/9/5/owls-win'],
  ['/news/2026/9/5/owls-win.aspx/', '/news/2026/9/5/owls-win'],
  ['/news/2026/9/5/owls-win/.aspx', '/news/2026/9/5/owls-win'],
  ['/hidden/news/2026/9/5/Draft.aspx', '/hidden/news/2026/9/5/draft'],
  ['/sports/2026/9/5/Media-Guide.aspx', '/sports/2026/9/5/media-guide'],
  // Escapes keep their meaning: upper-case hex, as encodeURIComponent writes it.
  ['/news/2026/9/5/Q%26a%2fCoach', '/news/2026/9/5/q%26a%2Fcoach'],
  ['/news/2026/9/5/100%', '/news/2026/9/5/100%'],
  ['/', '/'],
  ['//', '/'],
])('the clean spelling of %s is %s', (path, clean) => {
  expect(toCleanPath(path)).toBe(clean)
})

test.each([
  ['/news/2026/9/5/owls-win', null],
  ['/news/2026/9/5/Owls-Win', '/news/2026/9/5/owls-win'],
  ['/news//2026/9/5/owls-win', '/news/2026/9/5/owls-win'],
  ['/hidden//news/2026/9/5/draft', '/hidden/news/2026/9/5/draft'],
  ['/protected/sports/2026/9/5/file.aspx', '/protected/sports/2026/9/5/file'],
  ['/SPORTS/2026/9/5/file', '/sports/2026/9/5/file'],
  // Other pages are not url-cleanup's: a sport's pages, the roster, anything else.
  ['/sports/Football/roster', null],
  ['/Facilities//owl-stadium/501', null],
  ['/newsroom/x.aspx', null],
])('url-cleanup moves %s to %s', (path, target) => {
  expect(getUrlCleanupRedirect(path)).toBe(target)
})

test.each([
  ['https://tickets.example.com/event/1', 'https://tickets.example.com/event/1'],
  ['http://example.com/a b', null],
  ['  https://example.com/x  ', 'https://example.com/x'],
  ['HTTPS://Example.com/X', 'https://example.com/X'],
  ['/sports/football/schedule', '/sports/football/schedule'],
  ['/news/../tickets', '/tickets'],
  ['//evil.example/x', null],
  ['/\\evil.example', null],
  ['javascript:alert(1)', null],
  ['mailto:sid@example.com', null],
  ['ftp://example.com/file', null],
  ['example.com/page', null],
  ['https://', null],
  ['', null],
  [null, null],
])('a story redirecting to %j goes to %j', (value, target) => {
  expect(toStoryRedirectTarget(value)).toBe(target)
})
