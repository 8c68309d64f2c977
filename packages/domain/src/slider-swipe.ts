/**
 * SPEC.md 9 "Slider defaults": how a touch swipe moves the carousel, as Swiper (whose options
 * the provider speaks) does with these values.
 * - threshold: a finger that moved less than 5 px moves nothing;
 * - a swipe shorter than 300 ms (long-swipe time) moves one slide its way, however short;
 * - a longer one moves the slides it crossed, and one more only past half (ratio 0.5) of a slide;
 * - past the first or last slide the row follows the finger less and less (resistance 0.85);
 * - the row then takes 300 ms (speed) to come to rest.
 */
export const SLIDER_DEFAULTS = {
  speedMs: 300,
  threshold: 5,
  longSwipesMs: 300,
  longSwipesRatio: 0.5,
  resistanceRatio: 0.85,
} as const

export type Swipe = {
  /** The slide the row was at when the finger came down. */
  index: number
  /** The last slide that can start the view. */
  lastIndex: number
  /** Finger travel in pixels: negative towards the next slide (finger moved left). */
  distance: number
  durationMs: number
  /** One slide's step in pixels (its width and the gap). */
  slideWidth: number
}

/** The slide the row comes to rest at after `swipe`. */
export function getSwipeTarget(swipe: Swipe): number {
  const { index, lastIndex, distance, durationMs, slideWidth } = swipe
  const travel = Math.abs(distance)
  if (travel < SLIDER_DEFAULTS.threshold || !(slideWidth > 0)) return index
  const direction = distance < 0 ? 1 : -1
  let steps: number
  if (durationMs < SLIDER_DEFAULTS.longSwipesMs) steps = 1
  else {
    const crossed = travel / slideWidth
    const whole = Math.floor(crossed)
    steps = whole + (crossed - whole > SLIDER_DEFAULTS.longSwipesRatio ? 1 : 0)
  }
  return Math.min(Math.max(index + direction * steps, 0), lastIndex)
}

/**
 * How far the row shows a drag of `overscroll` pixels past its first or last slide: Swiper's
 * resistance, the distance to the power 0.85 (100 px of finger move the row 50 px), same sign.
 */
export function resistOverscroll(overscroll: number): number {
  return Math.sign(overscroll) * Math.abs(overscroll) ** SLIDER_DEFAULTS.resistanceRatio
}
