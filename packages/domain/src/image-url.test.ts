import { expect, test } from 'vitest'
import {
  IMAGE_SIZE_LADDER,
  type ImageUrlOptions,
  buildImageSrcSet,
  buildResponsiveSrcSet,
  buildImageUrl,
  buildLogoUrl,
  snapImageSize,
} from './image-url'

const base = { baseUrl: 'http://127.0.0.1:4000', src: '/images/2025/8/18/Kabuusu_Jamie.png' }
const encoded = '%2Fimages%2F2025%2F8%2F18%2FKabuusu_Jamie.png'

test.each<[string, ImageUrlOptions, string]>([
  ['resize with defaults', base, `http://127.0.0.1:4000/images/resize?url=${encoded}&type=webp`],
  [
    'resize to a ladder width',
    { ...base, width: 480 },
    `http://127.0.0.1:4000/images/resize?url=${encoded}&width=480&type=webp`,
  ],
  [
    'resize to a width between steps, snapped up',
    { ...base, width: 400 },
    `http://127.0.0.1:4000/images/resize?url=${encoded}&width=480&type=webp`,
  ],
  [
    'crop with gravity and jpeg, both sides snapped',
    { ...base, kind: 'crop', width: 300, height: 200, gravity: 'north', type: 'jpeg' },
    `http://127.0.0.1:4000/images/crop?url=${encoded}&width=320&height=256&gravity=north&type=jpeg`,
  ],
  [
    'convert with extra params before type',
    { ...base, kind: 'convert', extra: { colorspace: 'bw', quality: 80 } },
    `http://127.0.0.1:4000/images/convert?url=${encoded}&colorspace=bw&quality=80&type=webp`,
  ],
  [
    'an empty base for a root-relative url',
    { ...base, baseUrl: '' },
    `/images/resize?url=${encoded}&type=webp`,
  ],
  [
    'a base with trailing slashes',
    { ...base, baseUrl: 'https://img.example.com/', type: 'png' },
    `https://img.example.com/images/resize?url=${encoded}&type=png`,
  ],
  [
    'a src needing escapes',
    { ...base, src: '/images/a b&c.png' },
    'http://127.0.0.1:4000/images/resize?url=%2Fimages%2Fa+b%26c.png&type=webp',
  ],
])('buildImageUrl: %s', (_name, options, expected) => {
  expect(buildImageUrl(options)).toBe(expected)
})

test('buildImageUrl round-trips the src through URLSearchParams', () => {
  const src = '/images/logos/demo svg?v=2&x=1.svg'
  const url = new URL(buildImageUrl({ ...base, src, width: 10, height: 20 }))
  expect(Object.fromEntries(url.searchParams)).toEqual({
    url: src,
    width: '64',
    height: '64',
    type: 'webp',
  })
})

test.each<[string, ImageUrlOptions]>([
  ['a crop without height', { ...base, kind: 'crop', width: 300 }],
  ['a crop without width', { ...base, kind: 'crop', height: 300 }],
  ['a zero width', { ...base, width: 0 }],
  ['a negative height', { ...base, height: -10 }],
  ['a NaN width', { ...base, width: Number.NaN }],
  ['an infinite width', { ...base, width: Number.POSITIVE_INFINITY }],
  ['an empty src', { ...base, src: ' ' }],
  ['a reserved name in extra', { ...base, extra: { type: 'png' } }],
  ['a reserved name in extra in another case', { ...base, extra: { Width: 5000 } }],
])('buildImageUrl throws a TypeError for %s', (_name, options) => {
  expect(() => buildImageUrl(options)).toThrow(TypeError)
})

test('buildLogoUrl converts to black and white webp at the ladder width for the box', () => {
  expect(buildLogoUrl('https://site.example', '/images/logos/demo.svg', 80)).toBe(
    'https://site.example/images/convert?url=%2Fimages%2Flogos%2Fdemo.svg&width=96&colorspace=bw&type=webp',
  )
})

test('the ladder is 16 ascending multiples of 16 from 64 to 2560, no step over 1.5x the last', () => {
  expect(IMAGE_SIZE_LADDER).toHaveLength(16)
  expect(IMAGE_SIZE_LADDER[0]).toBe(64)
  expect(IMAGE_SIZE_LADDER.at(-1)).toBe(2560)
  IMAGE_SIZE_LADDER.forEach((step, i) => {
    expect(step % 16).toBe(0)
    const below = IMAGE_SIZE_LADDER[i - 1]
    if (below !== undefined) {
      expect(step).toBeGreaterThan(below)
      expect(step / below).toBeLessThanOrEqual(1.5)
    }
  })
})

test.each([
  [1, 64],
  [63.5, 64],
  [64, 64],
  [65, 96],
  [96, 96],
  [97, 128],
  [140, 160],
  [180, 192],
  [200, 256],
  [280, 320],
  [321, 384],
  [400, 480],
  [640, 640],
  [641, 768],
  [900, 960],
  [1000, 1280],
  [1280, 1280],
  [1500, 1600],
  [1601, 1920],
  [2000, 2560],
  [2560, 2560],
  [2561, 2560],
  [3000, 2560],
  [1e9, 2560],
])('snapImageSize(%d) is %d', (pixels, step) => {
  expect(snapImageSize(pixels)).toBe(step)
})

test('every ladder step snaps to itself and every size from 1 to 3000 lands on a step', () => {
  for (const step of IMAGE_SIZE_LADDER) expect(snapImageSize(step)).toBe(step)
  const ladder = new Set<number>(IMAGE_SIZE_LADDER)
  for (let pixels = 1; pixels <= 3000; pixels += 1) {
    const step = snapImageSize(pixels)
    expect(ladder.has(step)).toBe(true)
    expect(step >= pixels || step === 2560).toBe(true)
  }
})

test.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('snapImageSize(%d) throws', (pixels) => {
  expect(() => snapImageSize(pixels)).toThrow(TypeError)
})

test.each([
  ['a header logo', 56, ['64 1x', '128 2x']],
  ['a sponsor logo', 140, ['160 1x', '320 2x']],
  ['a footer logo', 180, ['192 1x', '384 2x']],
  ['a card', 640, ['640 1x', '1280 2x']],
  ['a full-width hero', 1280, ['1280 1x', '2560 2x']],
  ['a share-size box', 1600, ['1600 1x', '2560 2x']],
  ['a box past the ladder', 2000, ['2560 1x']],
])('buildImageSrcSet for %s (%i px) asks for ladder widths only', (_name, width, expected) => {
  const { src, srcSet } = buildImageSrcSet({ baseUrl: '', src: '/images/a.png', width })
  const url = (size: string) => `/images/resize?url=%2Fimages%2Fa.png&width=${size}&type=webp`
  expect(srcSet).toBe(
    expected
      .map((candidate) => {
        const [size = '', density = ''] = candidate.split(' ')
        return `${url(size)} ${density}`
      })
      .join(', '),
  )
  expect(src).toBe(url(expected[0]?.split(' ')[0] ?? ''))
})

test('buildImageSrcSet scales a height with the width', () => {
  const { srcSet } = buildImageSrcSet({
    baseUrl: '',
    src: '/images/a.png',
    kind: 'crop',
    width: 300,
    height: 200,
  })
  expect(srcSet).toBe(
    '/images/crop?url=%2Fimages%2Fa.png&width=320&height=256&type=webp 1x, ' +
      '/images/crop?url=%2Fimages%2Fa.png&width=640&height=480&type=webp 2x',
  )
})

test('query values are form-encoded exactly as URLSearchParams encodes them', () => {
  const values = [
    '/images/demo/a b.svg',
    "/x/!'()~*-._",
    '/ünïcödé/😀.png',
    'https://cdn.example/p.jpg?a=1&b=2#frag',
    '+%/\\"<>',
    'lone \ud800 surrogate',
  ]
  for (const src of values) {
    const url = buildImageUrl({ baseUrl: '', src, width: 64, gravity: src, extra: { [src]: src } })
    const expected = new URLSearchParams({ url: src, width: '64', gravity: src })
    expected.set(src, src)
    expected.set('type', 'webp')
    expect(url).toBe(`/images/resize?${expected.toString()}`)
  }
})

test('buildResponsiveSrcSet offers widths up to 2x the box, each a ladder step, described by width', () => {
  const { src, srcSet } = buildResponsiveSrcSet({ baseUrl: '', src: '/images/a.svg', width: 1280 })
  expect(src).toBe('/images/resize?url=%2Fimages%2Fa.svg&width=1280&type=webp')
  const candidates = srcSet.split(', ').map((candidate) => candidate.split(' '))
  expect(candidates.map(([, width]) => width)).toEqual([
    '320w',
    '480w',
    '640w',
    '768w',
    '960w',
    '1280w',
    '1920w',
    '2560w',
  ])
  for (const [url = '', width = ''] of candidates) {
    expect(new URL(url, 'http://site.test').searchParams.get('width')).toBe(width.slice(0, -1))
  }
})

test('buildResponsiveSrcSet stops at the step that covers 2x a small box', () => {
  const { srcSet } = buildResponsiveSrcSet({ baseUrl: '', src: '/images/a.svg', width: 300 })
  expect(srcSet.split(', ').map((candidate) => candidate.split(' ')[1])).toEqual([
    '320w',
    '480w',
    '640w',
  ])
})
