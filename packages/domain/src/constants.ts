/**
 * SPEC 9 timing constants and limits used by the shell. Constants that belong to one rule live
 * with it instead: alerts.ts, countdown.ts, splash.ts, promotions.ts, breakpoints.ts, truncate.ts.
 */

/** A reload (outdated build, chunk-load failure) is not repeated within this window. */
export const RELOAD_GUARD_MS = 10_000
/** Same guard, for the reroute-to-target-path reload after a chunk-load failure. */
export const REROUTE_GUARD_MS = RELOAD_GUARD_MS
/** How often the site polls for a newer build. */
export const OUTDATED_BUILD_CHECK_MS = 3_600_000
export const MAX_CONCURRENT_ROUTE_PRELOADS = 4
export const PRELOAD_START_DELAY_MS = 1000
export const NAVIGATION_REPAINT_WAIT_MS = 100
export const LAZY_HYDRATION_MARGIN_PX = 150

export const THUMBNAIL_ERROR_ALERT = {
  threshold: 200,
  windowMs: 5 * 60_000,
  cooldownMs: 10 * 60_000,
} as const

export const DEFAULT_PAGE = { start: 0, count: 10 } as const
export const TAKEOVER_TIMEOUT_MS = 7000
export const TRACKING_ENABLED_BY_DEFAULT = true
export const TAKEOVERS_ENABLED_BY_DEFAULT = true

export const CAROUSEL_AUTOPLAY_DELAY_MS = 8000
export const CAROUSEL_SLIDES_PER_GROUP = 1
export const SLIDER_DEFAULTS = {
  speedMs: 300,
  threshold: 5,
  longSwipeMs: 300,
  longSwipeRatio: 0.5,
  resistanceRatio: 0.85,
} as const

export const PRINT_WINDOW_DELAY_MS = 1500
export const SMOOTH_SCROLL_CLASS_MS = 400
export const SOCIAL_SHARE_IMAGE = { width: 1600, type: 'jpeg' } as const
export const DEFAULT_DEVICE = { width: 1920, height: 1080 } as const

export const COPY_CONFIRMATION_MS = 1500
export const COPY_CONFIRMATION_TEXT = 'Copied'

export const SCROLL_ANIMATION_DEFAULTS = {
  offset: 120,
  delayMs: 0,
  durationMs: 400,
  easing: 'ease',
  throttleMs: 99,
  debounceMs: 50,
} as const
export const SCROLL_THROTTLE_MS = 200

export const ROTATOR_CHECK_DELAY_MS = 2000
export const PLAY_MESSAGE_HIDE_MS = 1000

export const SPLASH_Z_INDEX = 10000

/** The desktop header pins once scrolled more than this. */
export const HEADER_PIN_OFFSET_PX = 1
export const AD_REFRESH_RENDER_WAIT_MS = 100
export const MOBILE_AD_MAX_HEIGHT_PX = 132
export const TOP_AD_MIN_HEIGHT = { mobile: 50, md: 90 } as const

export const FORM_INPUT_DELAY_MS = 20
