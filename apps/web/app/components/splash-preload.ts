import { preload } from 'react-dom'

import { isSplashVisible } from '@fieldhouse/domain/splash'
import type { Splash } from '@fieldhouse/provider-client/splash'

import { getImageSources } from './ui/image-sources'
import { SPLASH_SIZES } from './ui/image-sizes'

/** The width components/splash-screen.tsx asks of the image service for the splash picture. */
const SPLASH_PICTURE_WIDTH = 1280

/** A picture the browser should fetch early: the 1x address, and the set it chooses from by width. */
export type ImagePreload = { href: string; imageSrcSet: string; media: string | null }

/**
 * On a first visit the splash's picture is the page's largest paint, and until it loads it sits
 * in a box of the wrong shape (the page jumps). Its markup comes at the end of the page
 * (shell/interstitials.tsx, after the shell), so when the splash is due the page asks for
 * the picture up front: the one <picture> source each viewport width will pick, as
 * components/ui/picture.tsx builds them (each entry from its breakpoint up, the smallest as the
 * fallback). The skip cookie is the browser's to read; a visitor who skipped fetches it in vain.
 */
export function getSplashPreloads(
  splash: Splash | null,
  { now, pathname }: { now: Date; pathname: string },
): ImagePreload[] {
  if (!splash) return []
  const { startDate, endDate } = splash
  if (!isSplashVisible({ startDate, endDate, now, hasSkipCookie: false, pathname })) return []
  const sorted = [...splash.images].sort((a, b) => toWidth(b.breakpoint) - toWidth(a.breakpoint))
  const sources = (url: string) => getImageSources(url, SPLASH_PICTURE_WIDTH, true)
  const preloads: ImagePreload[] = []
  let upper: number | null = null
  sorted.forEach((image, index) => {
    const isFallback = index === sorted.length - 1
    const lower = isFallback ? null : toWidth(image.breakpoint)
    if (upper !== null && (lower ?? 0) >= upper) return // a width range no viewport is in
    const { src, srcSet } = sources(image.url)
    preloads.push({ href: src, imageSrcSet: srcSet, media: toMedia(lower, upper) })
    upper = lower ?? upper
  })
  return preloads
}

/** Called while rendering: React puts the preloads in the <head> of the server's HTML. */
export function preloadImages(preloads: ImagePreload[]): void {
  for (const { href, imageSrcSet, media } of preloads) {
    preload(href, {
      as: 'image',
      imageSrcSet,
      imageSizes: SPLASH_SIZES,
      fetchPriority: 'high',
      media: media ?? undefined,
    })
  }
}

function toMedia(lower: number | null, upper: number | null): string | null {
  if (lower !== null && upper !== null) return `(${lower}px <= width < ${upper}px)`
  if (lower !== null) return `(width >= ${lower}px)`
  if (upper !== null) return `(width < ${upper}px)`
  return null
}

// As in components/ui/picture.tsx: a breakpoint that is not a number counts as 0.
function toWidth(breakpoint: number | string | null): number {
  const value = typeof breakpoint === 'number' ? breakpoint : Number.parseInt(breakpoint ?? '', 10)
  return Number.isFinite(value) ? value : 0
}
