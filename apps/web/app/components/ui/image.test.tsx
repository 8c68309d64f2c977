import { cleanup, render } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import { IMAGE_SIZE_LADDER } from '@fieldhouse/domain/image-url'

import { Image } from './image'
import { Picture } from './picture'

afterEach(cleanup)

const ladder = new Set<string>(IMAGE_SIZE_LADDER.map(String))

// Every width asked of the image service in a srcset or src.
function widthsIn(...urls: (string | null)[]): string[] {
  return urls
    .flatMap((value) => (value ?? '').split(', '))
    .filter(Boolean)
    .map((candidate) => new URL(candidate.split(' ')[0] ?? '', 'http://site.test'))
    .map((url) => url.searchParams.get('width') ?? '')
}

test('Image asks for ladder widths at 1x and 2x and reserves the box it was given', () => {
  const { container } = render(
    <Image src="/images/demo/logos/logo.svg" alt="" width={56} height={56} />,
  )
  const img = container.querySelector('img')
  expect(widthsIn(img?.getAttribute('src') ?? null)).toEqual(['64'])
  expect(widthsIn(img?.getAttribute('srcset') ?? null)).toEqual(['64', '128'])
  expect(img?.getAttribute('srcset')).toMatch(/ 1x, .* 2x$/)
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['56', '56'])
})

test('Picture asks for ladder widths for every breakpoint and keeps its box', () => {
  const { container } = render(
    <Picture
      images={[
        { url: '/images/demo/splash/wide.svg', breakpoint: 1024, alt: null },
        { url: '/images/demo/splash/narrow.svg', breakpoint: null, alt: null },
      ]}
      alt="Splash"
      width={1280}
      height={720}
    />,
  )
  const source = container.querySelector('source')
  const img = container.querySelector('img')
  const widths = widthsIn(
    source?.getAttribute('srcset') ?? null,
    img?.getAttribute('src') ?? null,
    img?.getAttribute('srcset') ?? null,
  )
  expect(widths).toEqual(['1280', '2560', '1280', '1280', '2560'])
  expect(widths.every((width) => ladder.has(width))).toBe(true)
  expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1280', '720'])
})

test('Image given sizes offers ladder widths by width, and says how wide its box is', () => {
  const { container } = render(
    <Image src="/images/demo/hero.svg" alt="" width={1280} height={427} sizes="100vw" />,
  )
  const img = container.querySelector('img')
  const widths = widthsIn(img?.getAttribute('srcset') ?? null)
  expect(widths).toEqual(['320', '480', '640', '768', '960', '1280', '1920', '2560'])
  expect(widths.every((width) => ladder.has(width))).toBe(true)
  expect(img?.getAttribute('srcset')).toMatch(/ 320w, .* 2560w$/)
  expect(img?.getAttribute('sizes')).toBe('100vw')
  expect(widthsIn(img?.getAttribute('src') ?? null)).toEqual(['1280'])
})
