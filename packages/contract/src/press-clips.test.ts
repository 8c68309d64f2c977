import { expect, test } from 'vitest'
import { PressClipsResponseSchema } from './press-clips'

const clip = {
  id: 1,
  title: 'Owls find their identity on defense',
  summary: 'Three weeks into conference play.',
  link: 'https://lakeshore-tribune.example/2026/12/owls',
  date: '2026-12-10T08:30:00',
  author: 'Dana Whitfield',
  image: null,
  source: { id: 61, title: 'The Lakeshore Tribune', website: 'https://lakeshore-tribune.example' },
  openInNewWindow: true,
}

test('a clip without sport or sports parses (the list schema allows both absent or null)', () => {
  const page = PressClipsResponseSchema.parse({ items: [clip], total: 1, page: 0, pages: 1 })
  expect(page.items[0]?.sport).toBeUndefined()
  const withNull = PressClipsResponseSchema.parse({
    items: [{ ...clip, sport: null, sports: null, type: 'coverage' }],
    total: 1,
    page: 0,
    pages: 1,
  })
  expect(withNull.items[0]?.type).toBe('coverage')
})

test('an unknown clip type is refused', () => {
  expect(() =>
    PressClipsResponseSchema.parse({
      items: [{ ...clip, type: 'radio' }],
      total: 1,
      page: 0,
      pages: 1,
    }),
  ).toThrow()
})
