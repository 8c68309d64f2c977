import { Suspense, lazy, useEffect } from 'react'

import { useRotatorControl } from '~/components/promotions/rotator-control'

import type { CampaignRotatorProps, RotatorProps } from './rotator-props'

// The carousel is a chunk of its own (carousel.tsx, docs/decisions/024-carousel.md), out of the
// scripts every page names: the server renders it in place (entry.server.tsx waits for every
// lazy part and keeps each boundary where it is), so its slides are on the page, usable, before
// any script runs; the browser hydrates it when the chunk has come, right after the page's own.
const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })))
const CampaignCarousel = lazy(() =>
  import('./carousel').then((module) => ({ default: module.CampaignCarousel })),
)

export function Rotator(props: RotatorProps) {
  useRegisterRotator()
  return (
    <Suspense fallback={null}>
      <Carousel {...props} />
    </Suspense>
  )
}

/** A slide promotion's campaigns as a carousel of cards. */
export function CampaignRotator(props: CampaignRotatorProps) {
  useRegisterRotator()
  return (
    <Suspense fallback={null}>
      <CampaignCarousel {...props} />
    </Suspense>
  )
}

// SPEC 4: the page-wide control counts the page's rotators 2 s after a route change. They count
// from hydration, not from when their chunk has come (on a slow connection, later than that).
function useRegisterRotator() {
  const { register } = useRotatorControl()
  useEffect(() => register(), [register])
}
