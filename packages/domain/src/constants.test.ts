import { expect, test } from 'vitest'
import * as constants from './constants'

// SPEC 9 values; a changed constant is a spec change and must fail here.
test.each<[keyof typeof constants, unknown]>([
  ['RELOAD_GUARD_MS', 10_000],
  ['OUTDATED_BUILD_CHECK_MS', 3_600_000],
  ['MAX_CONCURRENT_ROUTE_PRELOADS', 4],
  ['PRELOAD_START_DELAY_MS', 1000],
  ['NAVIGATION_REPAINT_WAIT_MS', 100],
  ['LAZY_HYDRATION_MARGIN_PX', 150],
  ['THUMBNAIL_ERROR_ALERT', { threshold: 200, windowMs: 300_000, cooldownMs: 600_000 }],
  ['DEFAULT_PAGE', { start: 0, count: 10 }],
  ['TAKEOVER_TIMEOUT_MS', 7000],
  ['CAROUSEL_AUTOPLAY_DELAY_MS', 8000],
  ['CAROUSEL_SLIDES_PER_GROUP', 1],
  [
    'SLIDER_DEFAULTS',
    { speedMs: 300, threshold: 5, longSwipeMs: 300, longSwipeRatio: 0.5, resistanceRatio: 0.85 },
  ],
  ['PRINT_WINDOW_DELAY_MS', 1500],
  ['SMOOTH_SCROLL_CLASS_MS', 400],
  ['SOCIAL_SHARE_IMAGE', { width: 1600, type: 'jpeg' }],
  ['DEFAULT_DEVICE', { width: 1920, height: 1080 }],
  ['COPY_CONFIRMATION_MS', 1500],
  ['COPY_CONFIRMATION_TEXT', 'Copied'],
  [
    'SCROLL_ANIMATION_DEFAULTS',
    { offset: 120, delayMs: 0, durationMs: 400, easing: 'ease', throttleMs: 99, debounceMs: 50 },
  ],
  ['SCROLL_THROTTLE_MS', 200],
  ['ROTATOR_CHECK_DELAY_MS', 2000],
  ['PLAY_MESSAGE_HIDE_MS', 1000],
  ['SPLASH_Z_INDEX', 10000],
  ['HEADER_PIN_OFFSET_PX', 1],
  ['AD_REFRESH_RENDER_WAIT_MS', 100],
  ['MOBILE_AD_MAX_HEIGHT_PX', 132],
  ['TOP_AD_MIN_HEIGHT', { mobile: 50, md: 90 }],
  ['FORM_INPUT_DELAY_MS', 20],
])('%s is %j', (name, expected) => {
  expect(constants[name]).toEqual(expected)
})
