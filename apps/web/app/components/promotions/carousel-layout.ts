import type { SwiperOptions } from '@fieldhouse/provider-client/promotions'

// A slide's width from each layout width up (--rotator-0, --rotator-640 ...), slides 1rem apart.
export function toLayoutStyle({ slidesPerView, breakpoints }: SwiperOptions) {
  return Object.fromEntries(
    Object.entries({ ...breakpoints, 0: { slidesPerView } }).map(([width, step]) => {
      const perView = step.slidesPerView ?? 1
      const basis = perView === 'auto' ? 'auto' : `calc((100% - ${perView - 1}rem) / ${perView})`
      return [`--rotator-${width}`, basis]
    }),
  )
}

// A slide's box: the content column (80rem at most) shared by the slides in view from each
// layout width up (the server resolved the options: numbers or 'auto', which counts as one).
export function getSlideSizes({ slidesPerView, breakpoints }: SwiperOptions) {
  return Object.entries({ ...breakpoints, 0: { slidesPerView } })
    .map(([width, step]) => {
      const slide = `calc(min(100vw, 80rem) / ${Number(step.slidesPerView) || 1})`
      return width === '0' ? slide : `(min-width: ${width}px) ${slide}`
    })
    .reverse()
    .join()
}
