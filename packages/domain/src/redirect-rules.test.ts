import { expect, test } from 'vitest'

import {
  MAX_REDIRECT_HOPS,
  compileRedirectRules,
  toRedirectTarget,
  toRuleKey,
  type RedirectRule,
} from './redirect-rules'

test.each([
  ['/tickets', { kind: 'internal', path: '/tickets' }],
  ['/news/2026/9/5/owls-win?utm=x', { kind: 'internal', path: '/news/2026/9/5/owls-win?utm=x' }],
  ['/a/../tickets', { kind: 'internal', path: '/tickets' }],
  [
    'https://tickets.example.com/owls',
    { kind: 'external', href: 'https://tickets.example.com/owls' },
  ],
  ['HTTP://Example.com', { kind: 'external', href: 'http://example.com/' }],
  ['//cdn.example.com/x', { kind: 'external', href: 'https://cdn.example.com/x' }],
])('the rule target %s is %j', (to, expected) => {
  expect(toRedirectTarget(to)).toEqual(expected)
})

test.each([
  '',
  '   ',
  'javascript:alert(1)',
  'data:text/html,hi',
  'tickets',
  '/\\evil.test',
  '/\tevil',
  'https://user:pass@example.com/',
  'https://',
  'ftp://example.com/file',
])('the rule target %j is unsafe and ignored', (to) => {
  expect(toRedirectTarget(to)).toBeNull()
})

test.each([
  ['/Tickets-Old/', '/tickets-old'],
  ['/tickets-old?x=1', '/tickets-old'],
  ['//tickets-old', '/tickets-old'],
  ['/campaign%20page', '/campaign page'],
  ['/', '/'],
  ['/news/2026/9/5/owls-win', '/news/2026/9/5/owls-win'],
  ['/a/./b', '/a/./b'],
  ['/tickets-old ', '/tickets-old'],
  ['tickets', null],
])('the rule key of %s is %s', (path, key) => {
  expect(toRuleKey(path)).toBe(key)
})

const SITE = 'https://owls.example'
const rules: RedirectRule[] = [
  { from: '/tickets-old', to: '/tickets' },
  { from: '/campaign/2025', to: '/news/2026/9/5/owls-win' },
  { from: '/store', to: 'https://shop.example.com/owls' },
  { from: '/chain-a', to: '/chain-b' },
  { from: '/chain-b', to: '/chain-c' },
  { from: '/chain-c', to: '/tickets' },
  { from: '/loop-a', to: '/loop-b' },
  { from: '/loop-b', to: '/Loop-A/' },
  { from: '/self', to: '/self' },
  { from: '/News', to: '/news' },
  { from: '/bad', to: 'javascript:alert(1)' },
  { from: '/tickets-old', to: '/shadowed' },
  { from: '/to-store', to: '/store' },
  { from: '/own-site', to: 'https://OWLS.example/sports/football?from=rule' },
  { from: '/own-site-host', to: 'https://owls.example//evil.test' },
  { from: '/protocol-relative', to: '//owls.example/tickets' },
]
const matcher = compileRedirectRules(rules, { siteOrigin: `${SITE}/` })

test.each([
  ['/tickets-old', { kind: 'internal', path: '/tickets' }],
  ['/TICKETS-OLD/', { kind: 'internal', path: '/tickets' }],
  ['/tickets-old?next=https://evil.test', { kind: 'internal', path: '/tickets' }],
  ['/campaign/2025', { kind: 'internal', path: '/news/2026/9/5/owls-win' }],
  // Another site's target is never followed; a chain ends before it, on this site.
  ['/store', { kind: 'none' }],
  ['/to-store', { kind: 'internal', path: '/store' }],
  ['/chain-a', { kind: 'internal', path: '/tickets' }],
  ['/own-site', { kind: 'internal', path: '/sports/football?from=rule' }],
  ['/protocol-relative', { kind: 'internal', path: '/tickets' }],
  ['/own-site-host', { kind: 'none' }],
  ['/loop-a', { kind: 'loop' }],
  ['/self', { kind: 'loop' }],
  // A rule to its own address in another spelling would redirect forever: a loop.
  ['/news', { kind: 'loop' }],
  ['/bad', { kind: 'none' }],
  ['/tickets', { kind: 'none' }],
  ['/nothing', { kind: 'none' }],
  ['nothing', { kind: 'none' }],
])('the rules send %s to %j', (path, expected) => {
  expect(matcher.match(path)).toEqual(expected)
})

test('rules with an unsafe or off-site target, or a repeated address, are counted as left out', () => {
  expect(matcher.ignored).toBe(4)
  expect(matcher.size).toBe(rules.length - 4)
  // Without the site's origin every absolute target is another site's.
  expect(compileRedirectRules(rules).match('/own-site')).toEqual({ kind: 'none' })
})

test('a chain longer than the hop limit counts as a loop', () => {
  const long = compileRedirectRules(
    Array.from({ length: MAX_REDIRECT_HOPS + 1 }, (_, i) => ({
      from: `/hop-${i}`,
      to: `/hop-${i + 1}`,
    })),
  )
  expect(long.match('/hop-0')).toEqual({ kind: 'loop' })
  expect(long.match('/hop-1')).toEqual({
    kind: 'internal',
    path: `/hop-${MAX_REDIRECT_HOPS + 1}`,
  })
})

// Issue 33's bad input: ten thousand rules, some in one long circle. What each lookup costs is a
// figure of the bench (docs/decisions/033); here: the rules are read once, when compiled, and
// a lookup reads none of them, whatever their number.
test('ten thousand rules are read once; a lookup reads none of them', () => {
  let reads = 0
  const counted = (from: string, to: string): RedirectRule => ({
    get from() {
      reads++
      return from
    },
    get to() {
      reads++
      return to
    },
  })
  const many = [
    ...Array.from({ length: 9_000 }, (_, i) => counted(`/old/${i}`, `/news/${i}`)),
    // A circle of a thousand: every address in it is a loop, found when compiled.
    ...Array.from({ length: 1_000 }, (_, i) => counted(`/ring/${i}`, `/ring/${(i + 1) % 1_000}`)),
  ]
  const big = compileRedirectRules(many)
  expect(reads).toBe(2 * many.length)
  expect(big.size).toBe(10_000)
  for (let i = 0; i < 1_000; i++) {
    expect(big.match(`/old/${i * 9}`)).toEqual({ kind: 'internal', path: `/news/${i * 9}` })
    expect(big.match(`/ring/${i}`)).toEqual({ kind: 'loop' })
    expect(big.match(`/page/${i}`)).toEqual({ kind: 'none' })
  }
  expect(reads).toBe(2 * many.length)
})
