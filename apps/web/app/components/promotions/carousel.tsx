import { useEffect, useRef, useState } from 'react'

import { CAROUSEL_AUTOPLAY_DELAY_MS } from '@fieldhouse/domain/promotions'
import type { SwiperOptions } from '@fieldhouse/provider-client/promotions'

import { useRotatorControl } from '~/components/promotions/rotator-control'
import { CampaignContent } from './campaign-content'
import { getSlideSizes, toLayoutStyle } from './carousel-layout'
import { CarouselPagination, RotatorButton, getPaginationType } from './carousel-controls'
import { attachTouchSwipe } from './carousel-swipe'
import type { CampaignRotatorProps, RotatorProps } from './rotator-props'

// The carousel (docs/decisions/024-carousel.md), a chunk of its own that rotator.tsx loads
// lazily: the server renders it in place, and the browser hydrates it once this chunk has come.
// Its markup is the whole carousel without JavaScript: a swipeable, scrollable row of slides laid
// out for the resolved slides per view at every width (custom properties read by app.css). Its
// buttons and position appear once the page runs, in a row whose height is reserved.
export function Carousel({ label, slides, options, pausable, autoplay }: RotatorProps) {
  const root = useRef<HTMLElement>(null)
  const [isRunning, setIsRunning] = useState(false)
  const hasControls = slides.length > 1

  useEffect(() => setIsRunning(true), [])

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      style={options ? toLayoutStyle(options) : undefined}
    >
      <ul className="rotator-track">
        {slides.map((slide, position) => (
          <li
            key={slide.key}
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${slides.length}`}
          >
            {slide.content}
          </li>
        ))}
      </ul>
      {hasControls ? (
        <div className="mt-2 flex min-h-11 items-center justify-end gap-1">
          {isRunning ? (
            <CarouselControls
              root={root}
              count={slides.length}
              label={label}
              options={options ?? { autoplay: autoplay ?? false, pausable: Boolean(pausable) }}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

// A slide promotion's campaigns as cards (SPEC 5: the server resolved slides per view, so the
// server markup is laid out for it; utils/promotions.server.ts).
export function CampaignCarousel({
  promotion,
  label,
  width,
  height,
  priority,
}: CampaignRotatorProps) {
  const options = promotion.swiperOptions
  const sizes = options ? getSlideSizes(options) : undefined
  return (
    <Carousel
      label={label}
      options={options}
      slides={promotion.campaigns.map((campaign, index) => ({
        key: campaign.id,
        content: (
          <CampaignContent
            campaign={campaign}
            layout="card"
            width={width}
            height={height}
            sizes={sizes}
            priority={priority && index === 0}
          />
        ),
      }))}
    />
  )
}

type CarouselControlsProps = {
  root: React.RefObject<HTMLElement | null>
  count: number
  label: string
  /** As the server resolved them (promotions.server.ts), or the two a caller sets. */
  options: Partial<SwiperOptions>
}

// What the carousel does once the page runs (its row is reserved in the server markup): previous
// and next, the position ("2 of 4"), autoplay at the promotion's delay, the own pause control when
// pausable and the page-wide one (SPEC.md 4 "Rotator"). Autoplay holds while the pointer is over
// the carousel or focus is in it, and never runs for visitors who prefer reduced motion, who
// also get no animated scrolling. Slide changes the visitor makes are announced politely;
// autoplay's are not. Position follows the visitor's own swipes and scrolls too.
function CarouselControls({ root, count, label, options }: CarouselControlsProps) {
  const [index, setIndex] = useState(0)
  // The last slide that can start the view (6 slides, 3 a view: the 4th).
  const [lastIndex, setLastIndex] = useState(count - 1)
  const [isPausedHere, setIsPausedHere] = useState(false)
  const [hold, setHold] = useState({ hover: false, focus: false })
  const [announcement, setAnnouncement] = useState('')
  const [isReduced] = useState(() => matchMedia('(prefers-reduced-motion: reduce)').matches)
  const { isPaused: isPausedEverywhere, resetCount } = useRotatorControl()
  const { autoplay } = options
  const autoplayMs =
    autoplay === true || (autoplay && !autoplay.delay)
      ? CAROUSEL_AUTOPLAY_DELAY_MS
      : autoplay
        ? autoplay.delay
        : null
  const firstReset = useRef(resetCount)
  // The position as touch handlers read it (they are attached once).
  const swipeFrom = useRef({ index: 0, lastIndex })
  useEffect(() => {
    swipeFrom.current = { index: Math.min(index, lastIndex), lastIndex }
  }, [index, lastIndex])
  const isMoved = useRef(false)
  // Where the row is being moved to by a button, autoplay or a reset (null: the visitor's own).
  const target = useRef<number | null>(null)
  const track = () => root.current?.querySelector<HTMLElement>(':scope > ul') ?? null

  useEffect(() => {
    const element = track()
    const section = root.current
    if (!element || !section) return
    const items = () => [...element.children].filter((item) => item instanceof HTMLElement)
    const startOf = (item: HTMLElement | undefined) =>
      (item?.offsetLeft ?? 0) - (items()[0]?.offsetLeft ?? 0)
    const maxScroll = () => element.scrollWidth - element.clientWidth - 2
    const measure = () => {
      const last = items().findIndex((item) => startOf(item) >= maxScroll())
      setLastIndex(last === -1 ? count - 1 : last)
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    // Where the visitor's own swipe or scroll came to rest.
    const handleScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        const left = element.scrollLeft
        // A move of ours is under way (or has arrived where the index already says).
        if (target.current !== null) {
          if (Math.abs(left - target.current) <= 2) target.current = null
          return
        }
        const list = items()
        const nearest = list.reduce(
          (best, item, at) =>
            Math.abs(startOf(item) - left) < Math.abs(startOf(list[best]) - left) ? at : best,
          0,
        )
        isMoved.current = false
        setIndex(left >= maxScroll() ? Math.max(nearest, lastOf(list)) : nearest)
      }, 100)
    }
    const lastOf = (list: HTMLElement[]) => {
      const last = list.findIndex((item) => startOf(item) >= maxScroll())
      return last === -1 ? list.length - 1 : last
    }
    const setHover = (hover: boolean) => () => setHold((current) => ({ ...current, hover }))
    const handleFocusIn = () => setHold((current) => ({ ...current, focus: true }))
    const handleFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && section.contains(event.relatedTarget))) {
        setHold((current) => ({ ...current, focus: false }))
      }
    }
    const handleEnter = setHover(true)
    const handleLeave = setHover(false)
    // The visitor takes over the row: their scroll decides the position.
    const handleTakeOver = () => {
      target.current = null
    }
    const takeOvers = ['pointerdown', 'wheel', 'touchstart', 'keydown'] as const
    for (const type of takeOvers) {
      element.addEventListener(type, handleTakeOver, { passive: true })
    }
    const detachSwipe = attachTouchSwipe(element, {
      getIndex: () => swipeFrom.current.index,
      getLastIndex: () => swipeFrom.current.lastIndex,
      startOf: (at) => startOf(items()[at]),
      // The swipe moves the row itself: the index follows without another scroll.
      onSwipe: (next, left) => {
        target.current = left
        isMoved.current = false
        setIndex(next)
      },
      isReduced,
    })
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    element.addEventListener('scroll', handleScroll, { passive: true })
    section.addEventListener('mouseenter', handleEnter)
    section.addEventListener('mouseleave', handleLeave)
    section.addEventListener('focusin', handleFocusIn)
    section.addEventListener('focusout', handleFocusOut)
    return () => {
      clearTimeout(timer)
      detachSwipe()
      observer.disconnect()
      element.removeEventListener('scroll', handleScroll)
      for (const type of takeOvers) element.removeEventListener(type, handleTakeOver)
      section.removeEventListener('mouseenter', handleEnter)
      section.removeEventListener('mouseleave', handleLeave)
      section.removeEventListener('focusin', handleFocusIn)
      section.removeEventListener('focusout', handleFocusOut)
    }
    // The root and its slides are the server markup's: they do not change under this component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count])

  // Move the row to the current slide when a button, autoplay or a reset changed it.
  useEffect(() => {
    if (!isMoved.current) return
    const element = track()
    const items = element ? [...element.children] : []
    const slide = items[index]
    if (!element || !(slide instanceof HTMLElement) || !(items[0] instanceof HTMLElement)) return
    const left = Math.min(
      slide.offsetLeft - items[0].offsetLeft,
      element.scrollWidth - element.clientWidth,
    )
    target.current = left
    element.scrollTo({ left, behavior: isReduced ? 'auto' : 'smooth' })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, isReduced])

  useEffect(() => {
    if (resetCount === firstReset.current) return
    isMoved.current = true
    setIndex(0)
  }, [resetCount])

  const isPaused = isPausedHere || isPausedEverywhere
  const isHeld = hold.hover || hold.focus
  const canPlay = autoplayMs !== null && !isReduced && lastIndex > 0
  useEffect(() => {
    if (!canPlay || isPaused || isHeld || autoplayMs === null) return
    const timer = setTimeout(() => {
      isMoved.current = true
      setIndex((current) => (current >= lastIndex ? 0 : current + 1))
    }, autoplayMs)
    return () => clearTimeout(timer)
  }, [canPlay, isPaused, isHeld, index, lastIndex, autoplayMs])

  if (lastIndex < 1) return null
  const pages = lastIndex + 1
  const shown = count - lastIndex

  const at = Math.min(index, lastIndex)
  const pagination = getPaginationType(options.pagination)
  const go = (step: number) => goTo((at + step + pages) % pages)
  const goTo = (next: number) => {
    isMoved.current = true
    setIndex(next)
    setAnnouncement(
      shown > 1
        ? `Slides ${next + 1} to ${next + shown} of ${count}`
        : `Slide ${next + 1} of ${count}`,
    )
  }

  return (
    <>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {pagination ? (
        <CarouselPagination type={pagination} at={at} pages={pages} shown={shown} onGo={goTo} />
      ) : null}
      {options.pausable === true && canPlay ? (
        <RotatorButton
          label={isPaused ? `Play ${label}` : `Pause ${label}`}
          icon={isPaused ? 'play' : 'pause'}
          onClick={() => setIsPausedHere(!isPausedHere)}
        />
      ) : null}
      {options.navigation !== false ? (
        <>
          <RotatorButton
            label="Previous slide"
            icon="chevron"
            rotate="rotate-90"
            onClick={() => go(-1)}
          />
          <RotatorButton
            label="Next slide"
            icon="chevron"
            rotate="-rotate-90"
            onClick={() => go(1)}
          />
        </>
      ) : null}
    </>
  )
}
