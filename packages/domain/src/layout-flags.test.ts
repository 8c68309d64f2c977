import { expect, test } from 'vitest'
import { getLayoutFlags } from './layout-flags'
import { ROUTE_KINDS, type RouteKind } from './route-kind'

// SPEC 2.2, read from the kinds' names rather than restated as a list, so a print or text
// screen added to ROUTE_KINDS and forgotten by the rule fails here.
const isPrintOrText = (kind: RouteKind) => /-(print|text)$/.test(kind)
const isSplashOrStory = (kind: RouteKind) => /^(hidden-)?(splash|story)$/.test(kind)
const FULL_WIDTH: readonly RouteKind[] = ['home', 'sport-home', 'game-center']

test.each(ROUTE_KINDS.map((kind) => [kind]))('getLayoutFlags(%j) follows SPEC 2.2', (kind) => {
  expect(getLayoutFlags(kind)).toEqual({
    isFullWidth: FULL_WIDTH.includes(kind),
    isFullScreen: isPrintOrText(kind) || isSplashOrStory(kind),
  })
})

test.each<[RouteKind | null, boolean, boolean]>([
  ['home', true, false],
  ['game-center', true, false],
  ['schedule-text', false, true],
  ['sport-calendar-print', false, true],
  ['hidden-story', false, true],
  ['facilities-page', false, false],
  [null, false, false],
])('getLayoutFlags(%j) is full width %j, full screen %j', (kind, isFullWidth, isFullScreen) => {
  expect(getLayoutFlags(kind)).toEqual({ isFullWidth, isFullScreen })
})
