import { expect, test } from 'vitest'
import { demoTenant } from '../seed/tenants/demo'
import { lakesideTenant } from '../seed/tenants/lakeside'
import { getVenueAlt, getVenueViewCount, VENUE_KINDS, venueSvg, type VenueKind } from './venue-svg'

const art = (name: string, tenant = demoTenant) => ({
  name,
  palette: tenant.palette,
  monogram: tenant.monogram,
  schoolName: tenant.schoolName,
})

const LONG_NAME = 'The Extraordinarily Long Memorial Athletics Performance and Recreation Center'

// Text placed in picture coordinates (not painted on a surface): x, anchor, size, characters.
function screenTexts(svg: string) {
  return [...svg.matchAll(/<text (?![^>]*transform)([^>]*)>([^<]*)<\/text>/g)].map((m) => {
    const attrs = m[1] ?? ''
    const number = (name: string) => Number(new RegExp(`${name}="([\\d.]+)"`).exec(attrs)?.[1])
    const text = (m[2] ?? '').replace(/&#\d+;/g, '_')
    return {
      x: number('x'),
      size: number('font-size'),
      text,
      anchor: /text-anchor="middle"/.test(attrs),
    }
  })
}

const cases: [VenueKind, number, string][] = VENUE_KINDS.flatMap((kind) =>
  Array.from(
    { length: getVenueViewCount(kind) },
    (_, variant) => [kind, variant, LONG_NAME] as [VenueKind, number, string],
  ),
)

test.each(cases)(
  '%s view %i is a 1600 x 900 picture whose alt text is its title',
  (kind, variant, name) => {
    const svg = venueSvg(kind, variant, art(name))
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1600" height="900" viewBox="0 0 1600 900"/,
    )
    const alt = getVenueAlt(kind, variant, art(name))
    expect(svg).toContain(`<title>${alt.replaceAll('&', '&#38;').replaceAll("'", '&#39;')}</title>`)
    expect(svg).not.toMatch(/NaN|undefined|Infinity/)
    expect(venueSvg(kind, variant, art(name))).toBe(svg)
  },
)

test('every kind has a hero and two or three close-ups, each with its own alt text', () => {
  for (const kind of VENUE_KINDS) {
    const count = getVenueViewCount(kind)
    expect(count).toBeGreaterThanOrEqual(3)
    const alts = Array.from({ length: count }, (_, v) => getVenueAlt(kind, v, art('Field')))
    expect(new Set(alts).size).toBe(count)
  }
})

// The longest seeded names and a much longer one: no line of text may leave the picture, using
// the rough measure of 0.6 x font-size per character (capitals are set wider in fitting them).
const seeded = [demoTenant, lakesideTenant].flatMap((tenant) =>
  tenant.facilities.flatMap((f) =>
    Array.from({ length: f.pictures }, (_, v) => [tenant.slug, f.kind, v, f.title] as const),
  ),
)

test.each([...seeded, ...cases.map(([k, v, n]) => ['demo', k, v, n] as const)])(
  '%s %s view %i: text about %j stays inside the frame',
  (slug, kind, variant, name) => {
    const tenant = slug === 'demo' ? demoTenant : lakesideTenant
    for (const t of screenTexts(venueSvg(kind, variant, art(name, tenant)))) {
      const width = 0.6 * t.size * t.text.length
      const left = t.anchor ? t.x - width / 2 : t.x
      expect(left, t.text).toBeGreaterThanOrEqual(16)
      expect(left + width, t.text).toBeLessThanOrEqual(1600 - 16)
      // Legible for every real name; an absurdly long one may only shrink, never overflow.
      if (name !== LONG_NAME) expect(t.size, t.text).toBeGreaterThanOrEqual(12)
    }
  },
)
