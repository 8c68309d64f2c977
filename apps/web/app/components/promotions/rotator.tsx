import { useEffect, useRef, useState } from 'react'

import { Icon } from '~/components/ui/icon'
import { useRotatorControl } from '~/components/promotions/rotator-control'

// SPEC.md 9: carousels advance every 8 s unless the promotion sets its own delay.
const CAROUSEL_AUTOPLAY_DELAY_MS = 8000

type RotatorProps = {
  label: string
  slides: { key: string | number; content: React.ReactNode }[]
  pausable: boolean
  autoplay: boolean
  delayMs?: number
}

// A slide rotator built on CSS scroll snapping: without JavaScript it is a swipeable row, with
// it, it autoplays (unless the visitor prefers reduced motion) and answers the page-wide
// play/pause skip link (SPEC.md 4 "Rotator").
export function Rotator({ label, slides, pausable, autoplay, delayMs }: RotatorProps) {
  const track = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  const [isPausedHere, setIsPausedHere] = useState(false)
  const { isPaused: isPausedEverywhere, resetCount, register } = useRotatorControl()
  const isPaused = isPausedHere || isPausedEverywhere

  useEffect(() => register(), [register])
  useEffect(() => setIndex(0), [resetCount])

  useEffect(() => {
    const element = track.current
    const slide = element?.children[index]
    if (element && slide instanceof HTMLElement) {
      element.scrollTo({ left: slide.offsetLeft - element.offsetLeft, behavior: 'smooth' })
    }
  }, [index])

  useEffect(() => {
    if (!autoplay || isPaused || slides.length < 2) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % slides.length),
      delayMs ?? CAROUSEL_AUTOPLAY_DELAY_MS,
    )
    return () => clearInterval(timer)
  }, [autoplay, isPaused, slides.length, delayMs])

  const go = (step: number) =>
    setIndex((current) => (current + step + slides.length) % slides.length)

  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      <ul
        ref={track}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
        aria-live={isPaused ? 'polite' : 'off'}
      >
        {slides.map((slide, position) => (
          <li
            key={slide.key}
            aria-roledescription="slide"
            aria-label={`${position + 1} of ${slides.length}`}
            className="w-full shrink-0 snap-start"
          >
            {slide.content}
          </li>
        ))}
      </ul>
      {slides.length > 1 ? (
        <div className="mt-2 flex items-center justify-end gap-1">
          {pausable ? (
            <RotatorButton
              label={isPaused ? `Play ${label}` : `Pause ${label}`}
              icon={isPaused ? 'play' : 'pause'}
              onClick={() => setIsPausedHere(!isPausedHere)}
            />
          ) : null}
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
        </div>
      ) : null}
    </section>
  )
}

type RotatorButtonProps = {
  label: string
  icon: 'play' | 'pause' | 'chevron'
  rotate?: string
  onClick: () => void
}

function RotatorButton({ label, icon, rotate = '', onClick }: RotatorButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:bg-surface-raised"
    >
      <Icon name={icon} className={`size-5 ${rotate}`} />
      <span className="sr-only">{label}</span>
    </button>
  )
}
