import { SLIDER_DEFAULTS, getSwipeTarget, resistOverscroll } from '@fieldhouse/domain/slider-swipe'

export type SwipeRow = {
  /** The slide the row is at, and the last one that can start the view. */
  getIndex: () => number
  getLastIndex: () => number
  /** Where slide `index` starts, in the row's scroll pixels. */
  startOf: (index: number) => number
  /** The swipe's slide: the carousel's position follows (before the row arrives). */
  onSwipe: (index: number, left: number) => void
  isReduced: boolean
}

// Touch swipes of the carousel (SPEC.md 9 "Slider defaults", decided by slider-swipe.ts in the
// domain). Horizontal touch moves are the carousel's (touch-action: pan-y, set here so the row
// scrolls natively until this runs; vertical moves still scroll the page): the row follows the
// finger, with resistance past either end, then moves to the slide the swipe decides in 300 ms
// (at once for reduced motion). Scroll snapping is off meanwhile, or the browser would snap every
// step. Returns the function that detaches it.
/** How long after a swipe's touchend a click still belongs to that touch. */
const CLICK_AFTER_SWIPE_MS = 300

export function attachTouchSwipe(track: HTMLElement, row: SwipeRow): () => void {
  let start: { x: number; y: number; at: number; left: number; index: number } | null = null
  let isDragging = false
  // A swipe that ends on a slide's link is not a tap on it (Swiper's preventClicks): the click a
  // browser may send right after that touchend is dropped. Only right after: a later click (Enter
  // on a link, a mouse on a touch laptop) is the visitor's.
  let swallowClicksUntil = 0
  let frame = 0

  // Shows the row at `position` (scroll pixels; past either end, the transform shows the rest).
  const show = (position: number) => {
    const left = Math.min(Math.max(position, 0), track.scrollWidth - track.clientWidth)
    track.scrollLeft = left
    track.style.transform = position === left ? '' : `translateX(${left - position}px)`
  }
  // Where a finger that wants the row at `wanted` shows it: resisted past either end.
  const follow = (wanted: number) => {
    const left = Math.min(Math.max(wanted, 0), track.scrollWidth - track.clientWidth)
    return left + resistOverscroll(wanted - left)
  }
  const rest = () => {
    track.style.transform = ''
    track.style.scrollSnapType = ''
  }

  const handleStart = (event: TouchEvent) => {
    cancelAnimationFrame(frame)
    swallowClicksUntil = 0
    const touch = event.touches[0]
    start =
      event.touches.length === 1 && touch
        ? {
            x: touch.clientX,
            y: touch.clientY,
            at: event.timeStamp,
            left: track.scrollLeft,
            index: row.getIndex(),
          }
        : null
    isDragging = false
  }
  const handleMove = (event: TouchEvent) => {
    const touch = event.touches[0]
    if (!start || !touch) return
    const distance = touch.clientX - start.x
    if (!isDragging) {
      // Under the threshold nothing moves; a mostly vertical move is the page's scroll.
      if (Math.abs(distance) < SLIDER_DEFAULTS.threshold) return
      if (Math.abs(touch.clientY - start.y) > Math.abs(distance)) {
        start = null
        return
      }
      isDragging = true
      track.style.scrollSnapType = 'none'
    }
    show(follow(start.left - distance))
  }
  const handleEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0]
    if (!start || !touch || !isDragging) {
      start = null
      return
    }
    const distance = touch.clientX - start.x
    const index = getSwipeTarget({
      index: start.index,
      lastIndex: row.getLastIndex(),
      distance,
      durationMs: event.timeStamp - start.at,
      slideWidth: Math.abs(row.startOf(1) - row.startOf(0)),
    })
    const from = follow(start.left - distance)
    const to = Math.min(row.startOf(index), track.scrollWidth - track.clientWidth)
    start = null
    isDragging = false
    swallowClicksUntil = performance.now() + CLICK_AFTER_SWIPE_MS
    row.onSwipe(index, to)
    const speed = row.isReduced ? 0 : SLIDER_DEFAULTS.speedMs
    const began = performance.now()
    const step = (now: number) => {
      const progress = speed === 0 ? 1 : Math.min((now - began) / speed, 1)
      // Ease out: fast at first, as the finger left it, slow as it arrives.
      show(from + (to - from) * (1 - (1 - progress) ** 3))
      if (progress < 1) frame = requestAnimationFrame(step)
      else rest()
    }
    if (speed === 0) step(began)
    else frame = requestAnimationFrame(step)
  }

  const handleClick = (event: MouseEvent) => {
    if (performance.now() > swallowClicksUntil) return
    swallowClicksUntil = 0
    event.preventDefault()
    event.stopPropagation()
  }

  track.style.touchAction = 'pan-y'
  track.addEventListener('click', handleClick, true)
  track.addEventListener('touchstart', handleStart, { passive: true })
  track.addEventListener('touchmove', handleMove, { passive: true })
  track.addEventListener('touchend', handleEnd)
  track.addEventListener('touchcancel', handleEnd)
  return () => {
    cancelAnimationFrame(frame)
    rest()
    track.style.touchAction = ''
    track.removeEventListener('click', handleClick, true)
    track.removeEventListener('touchstart', handleStart)
    track.removeEventListener('touchmove', handleMove)
    track.removeEventListener('touchend', handleEnd)
    track.removeEventListener('touchcancel', handleEnd)
  }
}
