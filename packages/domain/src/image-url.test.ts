import { expect, test } from 'vitest'
import { type ImageUrlOptions, buildImageUrl, buildLogoUrl } from './image-url'

const base = { baseUrl: 'http://127.0.0.1:4000', src: '/images/2025/8/18/Kabuusu_Jamie.png' }
const encoded = '%2Fimages%2F2025%2F8%2F18%2FKabuusu_Jamie.png'

test.each<[string, ImageUrlOptions, string]>([
  ['resize with defaults', base, `http://127.0.0.1:4000/images/resize?url=${encoded}&type=webp`],
  [
    'resize to a width',
    { ...base, width: 400 },
    `http://127.0.0.1:4000/images/resize?url=${encoded}&width=400&type=webp`,
  ],
  [
    'crop with gravity and jpeg',
    { ...base, kind: 'crop', width: 300, height: 200, gravity: 'north', type: 'jpeg' },
    `http://127.0.0.1:4000/images/crop?url=${encoded}&width=300&height=200&gravity=north&type=jpeg`,
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
    width: '10',
    height: '20',
    type: 'webp',
  })
})

test.each<[string, ImageUrlOptions]>([
  ['a crop without height', { ...base, kind: 'crop', width: 300 }],
  ['a crop without width', { ...base, kind: 'crop', height: 300 }],
  ['a zero width', { ...base, width: 0 }],
  ['a fractional height', { ...base, height: 10.5 }],
  ['an empty src', { ...base, src: ' ' }],
  ['a reserved name in extra', { ...base, extra: { type: 'png' } }],
])('buildImageUrl throws a TypeError for %s', (_name, options) => {
  expect(() => buildImageUrl(options)).toThrow(TypeError)
})

test('buildLogoUrl converts to black and white webp at the given width', () => {
  expect(buildLogoUrl('https://site.example', '/images/logos/demo.svg', 80)).toBe(
    'https://site.example/images/convert?url=%2Fimages%2Flogos%2Fdemo.svg&width=80&colorspace=bw&type=webp',
  )
})
