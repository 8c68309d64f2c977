import { FacilitiesResponseSchema } from '@fieldhouse/contract/facilities'
import { and, eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'
import { images, sports } from '../db/schema'
import { openTestApp } from '../test-support/make-test-app'
import { toFacilitySlug } from './facilities'
import { demoTenant } from './tenants/demo'
import { lakesideTenant } from './tenants/lakeside'

const provider = openTestApp()

test.each([
  ['Harrington Arena & Pavilion', 'harrington-arena-pavilion'],
  ['Millbrook Track & Cross Country Complex', 'millbrook-track-cross-country-complex'],
  ['  St. Olaf’s "Field"  ', 'st-olaf-s-field'],
  ['Field 2', 'field-2'],
])('toFacilitySlug(%j) is %j', (title, slug) => {
  expect(toFacilitySlug(title)).toBe(slug)
})

// Only simple, safe markup: the site renders the description as HTML.
const ALLOWED_TAG = /^<\/?(p|h3|ul|li|strong|em)>$|^<a href="https:\/\/[^"<>]+">$|^<\/a>$/

describe.each([
  [demoTenant, 13],
  [lakesideTenant, 4],
])('$slug facilities', (tenant, atLeast) => {
  const load = async () =>
    FacilitiesResponseSchema.parse(
      await provider.getJson('/api/v2/Facilities?$pageSize=100', { tenant: tenant.slug }),
    ).items

  test(`at least ${atLeast}, with ids from ${tenant.facilityIdBase}`, async () => {
    const items = await load()
    expect(items.length).toBeGreaterThanOrEqual(atLeast)
    expect(new Set(items.map((f) => f.id))).toEqual(
      new Set(items.map((_, i) => tenant.facilityIdBase + i)),
    )
  })

  test('every url is /facilities/{slug of the title}/{id}', async () => {
    for (const facility of await load()) {
      expect(facility.url).toBe(`/facilities/${toFacilitySlug(facility.title)}/${facility.id}`)
      expect(facility.url).toMatch(/^\/facilities\/[a-z0-9]+(?:-[a-z0-9]+)*\/\d+$/)
    }
  })

  test('every picture exists in the images table and has alt text', async () => {
    for (const facility of await load()) {
      const pictures = [...(facility.images ?? []), facility.featuredImage ?? null]
      expect(facility.images?.length).toBeGreaterThanOrEqual(2)
      expect(facility.images?.length).toBeLessThanOrEqual(4)
      for (const picture of pictures) {
        if (picture === null) continue
        const prefix = `/images/${tenant.slug}/`
        expect(picture.url.startsWith(prefix)).toBe(true)
        const row = provider.db
          .select({ path: images.path })
          .from(images)
          .where(
            and(
              eq(images.tenantId, tenant.tenantId),
              eq(images.path, picture.url.slice(prefix.length)),
            ),
          )
          .get()
        expect(row, picture.url).toBeDefined()
        expect(picture.alt?.length).toBeGreaterThan(10)
      }
      expect(new Set(facility.images?.map((i) => i.url)).size).toBe(facility.images?.length)
    }
  })

  test("every sport is one of the tenant's sports", async () => {
    const known = new Set(
      provider.db
        .select({ id: sports.id })
        .from(sports)
        .where(eq(sports.tenantId, tenant.tenantId))
        .all()
        .map((row) => row.id),
    )
    for (const facility of await load()) {
      for (const sport of facility.sports ?? []) expect(known.has(sport.id)).toBe(true)
    }
  })

  test('descriptions are 2-4 paragraphs of simple markup; teasers are one sentence', async () => {
    for (const facility of await load()) {
      const html = facility.description ?? ''
      const paragraphs = html.match(/<p>/g)?.length ?? 0
      expect(paragraphs, facility.title).toBeGreaterThanOrEqual(2)
      expect(paragraphs, facility.title).toBeLessThanOrEqual(4)
      for (const tag of html.match(/<[^>]*>/g) ?? []) expect(tag).toMatch(ALLOWED_TAG)
      expect(facility.teaser).toMatch(/^[^.!?]+(?:\.[^ .!?][^.!?]*)*[.!?]$/)
      expect(facility.location).toMatch(/, [A-Z][a-z]+, (MN|ME) \d{5}$/)
    }
  })
})
