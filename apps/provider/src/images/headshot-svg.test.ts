import { expect, test } from 'vitest'
import { demoTenant } from '../seed/tenants/demo'
import { HAIR_STYLES, headshotPortraitSvg, type Face } from './headshot-svg'

const face = (hairStyle: Face['hairStyle'], extra: Partial<Face> = {}): Face => ({
  skin: 3,
  hair: 2,
  hairStyle,
  beard: false,
  glasses: false,
  ...extra,
})

test.each(HAIR_STYLES)('a %s headshot is a 400 x 500 picture titled with the name', (style) => {
  const svg = headshotPortraitSvg(
    face(style, { beard: true }),
    { kind: 'jersey', number: '23' },
    demoTenant.palette,
    'Jordan Smith',
  )
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="400" height="500"/)
  expect(svg).toContain('<title>Jordan Smith</title>')
  expect(svg).not.toMatch(/NaN|undefined/)
})

test('the jersey number is the only text; no number, no text', () => {
  const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])
  const pal = demoTenant.palette
  expect(
    texts(headshotPortraitSvg(face('short'), { kind: 'jersey', number: '00' }, pal, 'A')),
  ).toEqual(['00'])
  expect(
    texts(headshotPortraitSvg(face('long'), { kind: 'jersey', number: null }, pal, 'A')),
  ).toEqual([])
  expect(texts(headshotPortraitSvg(face('bald'), { kind: 'suit' }, pal, 'Coach'))).toEqual([])
  expect(texts(headshotPortraitSvg(face('bun'), { kind: 'polo' }, pal, 'Coach'))).toEqual([])
})

test('the team colours are the backdrop', () => {
  const svg = headshotPortraitSvg(
    face('curly'),
    { kind: 'jersey', number: '7' },
    demoTenant.palette,
    'A',
  )
  expect(svg).toContain(`<rect width="400" height="500" fill="${demoTenant.palette.primary}"/>`)
  expect(svg).toContain(demoTenant.palette.secondary)
})
