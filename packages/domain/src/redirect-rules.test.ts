import { expect, test } from 'vitest'

import {
  MAX_REDIRECT_HOPS,
  resolveRedirect,
  toRedirectTarget,
  toRuleKey,
  toRuleTable,
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
  ['tickets', null],
])('the rule key of %s is %s', (path, key) => {
  expect(toRuleKey(path)).toBe(key)
})

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
  { from: '/bad', to: 'javascript:alert(1)' },
  { from: '/tickets-old', to: '/shadowed' },
  { from: '/to-store', to: '/store' },
]
const table = toRuleTable(rules)

test.each([
  ['/tickets-old', { kind: 'internal', path: '/tickets' }],
  ['/TICKETS-OLD/', { kind: 'internal', path: '/tickets' }],
  ['/tickets-old?next=https://evil.test', { kind: 'internal', path: '/tickets' }],
  ['/campaign/2025', { kind: 'internal', path: '/news/2026/9/5/owls-win' }],
  ['/store', { kind: 'external', href: 'https://shop.example.com/owls' }],
  ['/to-store', { kind: 'external', href: 'https://shop.example.com/owls' }],
  ['/chain-a', { kind: 'internal', path: '/tickets' }],
  ['/loop-a', { kind: 'loop' }],
  ['/self', { kind: 'loop' }],
  ['/bad', { kind: 'none' }],
  ['/tickets', { kind: 'none' }],
  ['/nothing', { kind: 'none' }],
])('the rules send %s to %j', (path, expected) => {
  expect(resolveRedirect(table, path)).toEqual(expected)
})

test('a chain longer than the hop limit counts as a loop', () => {
  const long = Array.from({ length: MAX_REDIRECT_HOPS + 1 }, (_, i) => ({
    from: `/hop-${i}`,
    to: `/hop-${i + 1}`,
  }))
  expect(resolveRedirect(toRuleTable(long), '/hop-0')).toEqual({ kind: 'loop' })
  expect(resolveRedirect(toRuleTable(long), '/hop-1')).toEqual({
    kind: 'internal',
    path: `/hop-${MAX_REDIRECT_HOPS + 1}`,
  })
})
