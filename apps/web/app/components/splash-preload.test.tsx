import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'

import type { Splash } from '@fieldhouse/provider-client/splash'

import { SplashScreen } from './splash-screen'
import { getSplashPreloads, type ImagePreload } from './splash-preload'

const NOW = new Date('2026-05-01T12:00:00Z')
const AT_SPORT_HOME = { now: NOW, pathname: '/sports/football' }

function makeSplash(overrides: Partial<Splash> = {}): Splash {
  return {
    id: 1,
    title: 'Welcome back',
    html: null,
    startDate: new Date('2026-01-01T00:00:00Z'),
    endDate: null,
    video: null,
    images: [
      { url: '/images/splash-mobile.svg', breakpoint: 0, alt: 'Go!' },
      { url: '/images/splash-desktop.svg', breakpoint: '1024', alt: 'Go!' },
    ],
    link: null,
    backgroundColor: 'black',
    foregroundColor: 'white',
    ...overrides,
  }
}

// The address the splash screen's <picture> loads at a viewport width, read from its markup.
function pickedBySplashScreen(splash: Splash, width: number): string | null {
  const markup = renderToStaticMarkup(
    <SplashScreen splash={splash} isPage={false} onClose={() => {}} />,
  )
  const picture = new DOMParser().parseFromString(markup, 'text/html').querySelector('picture')
  for (const source of picture?.querySelectorAll('source') ?? []) {
    const minWidth = Number(/min-width:\s*(\d+)px/.exec(source.media)?.[1])
    if (width >= minWidth) return source.srcset
  }
  return picture?.querySelector('img')?.getAttribute('srcset') ?? null
}

// The preload whose media matches a viewport width (the forms getSplashPreloads writes).
function preloadedAt(preloads: ImagePreload[], width: number): string[] {
  return preloads
    .filter(({ media }) => {
      if (media === null) return true
      const range = /\((?:(\d+)px <= )?width (<|>=) (\d+)px\)/.exec(media)
      if (!range) throw new Error(`unexpected media ${media}`)
      const [, from, operator, bound] = range
      if (operator === '>=') return width >= Number(bound)
      return width >= Number(from ?? 0) && width < Number(bound)
    })
    .map(({ imageSrcSet }) => imageSrcSet)
}

test.each([320, 412, 767, 768, 1023, 1024, 1366, 2560])(
  'at %i px exactly the picture the splash screen shows is preloaded',
  (width) => {
    const splash = makeSplash({
      images: [
        { url: '/images/splash-mobile.svg', breakpoint: 0, alt: 'Go!' },
        { url: '/images/splash-desktop.svg', breakpoint: '1024', alt: 'Go!' },
        { url: '/images/splash-tablet.svg', breakpoint: 768, alt: 'Go!' },
      ],
    })
    const picked = pickedBySplashScreen(splash, width)
    expect(picked).not.toBeNull()
    expect(preloadedAt(getSplashPreloads(splash, AT_SPORT_HOME), width)).toEqual([picked])
  },
)

test('a splash with one picture preloads it for every viewport', () => {
  const splash = makeSplash({ images: [{ url: '/images/only.svg', breakpoint: null, alt: null }] })
  const preloads = getSplashPreloads(splash, AT_SPORT_HOME)
  expect(preloads).toEqual([
    {
      href: expect.stringContaining('width=1280'),
      imageSrcSet: pickedBySplashScreen(splash, 412),
      media: null,
    },
  ])
})

test.each([
  ['there is no splash', null],
  ['the splash has not started', makeSplash({ startDate: new Date('2026-06-01T00:00:00Z') })],
  ['the splash has ended', makeSplash({ endDate: new Date('2026-04-30T00:00:00Z') })],
  ['the splash has no start date', makeSplash({ startDate: null })],
  ['the splash has no picture', makeSplash({ images: [] })],
])('nothing is preloaded when %s', (_case, splash) => {
  expect(getSplashPreloads(splash, AT_SPORT_HOME)).toEqual([])
})
