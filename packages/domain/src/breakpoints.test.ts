import { expect, test } from 'vitest'
import { LAYOUT_BREAKPOINT, getBreakpoint, isAtLeast, parseBreakpoint } from './breakpoints'

test.each([
  [0, 'sm'],
  [390, 'sm'],
  [539, 'sm'],
  [540, 'xs'],
  [639, 'xs'],
  [640, 'sm'],
  [767, 'sm'],
  [768, 'md'],
  [1023, 'md'],
  [1024, 'lg'],
  [1279, 'lg'],
  [1280, 'xl'],
  [1366, 'xl'],
  [1440, '2xl'],
  [3840, '2xl'],
  [Number.NaN, 'sm'],
  [null, 'sm'],
  [undefined, 'sm'],
])('getBreakpoint(%j) is %j', (width, expected) => {
  expect(getBreakpoint(width)).toBe(expected)
})

test.each([
  ['md', 'md'],
  ['2xl', '2xl'],
  ['huge', 'sm'],
  ['toString', 'sm'],
  ['', 'sm'],
  [undefined, 'sm'],
  [768, 'sm'],
])('parseBreakpoint(%j) is %j', (value, expected) => {
  expect(parseBreakpoint(value)).toBe(expected)
})

test.each([
  ['sm', false],
  ['xs', false],
  ['md', true],
  ['2xl', true],
] as const)('isAtLeast(%j, LAYOUT_BREAKPOINT) is %j', (size, expected) => {
  expect(isAtLeast(size, LAYOUT_BREAKPOINT)).toBe(expected)
})
