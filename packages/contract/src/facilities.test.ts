import { expect, test } from 'vitest'
import {
  FacilitiesCursorResponseSchema,
  FacilitiesResponseSchema,
  FacilityResourceSchema,
} from './facilities'

// Shaped like the real schema's sample (schemas/v2/facilities/facilityIdSchema.json).
const evidenced = {
  id: 7,
  title: 'Harrington Arena',
  teaser: 'Home of basketball since 1968.',
  location: '400 Arena Way, Northfield, MN 55000',
  url: '/facilities/harrington-arena/7',
  description: '<p>History.</p>',
  images: [
    { url: '/images/2024/1/1/harrington.jpg', alt: 'Harrington Arena from the south plaza' },
  ],
  featuredImage: null,
  featured: true,
  sports: [
    {
      id: 2,
      title: "Men's Basketball",
      abbreviation: 'MBB',
      shortTitle: null,
      shortName: 'mbball',
    },
  ],
  sportfileUrl: null,
  documentUrl: null,
}

test('an evidenced facility parses as it is; own-design fields stay undefined', () => {
  const facility = FacilityResourceSchema.parse(evidenced)
  expect(facility).toEqual(evidenced)
  expect(facility.capacity).toBeUndefined()
})

test('own-design fields parse when sent, unknown keys are stripped', () => {
  const facility = FacilityResourceSchema.parse({
    ...evidenced,
    capacity: 9314,
    yearOpened: 1940,
    surface: 'Hardwood',
    legacyField: 'x',
  })
  expect(facility).toMatchObject({ capacity: 9314, yearOpened: 1940, surface: 'Hardwood' })
  expect(facility).not.toHaveProperty('legacyField')
})

test('free-text fields, lists and image alt texts may be null', () => {
  const facility = FacilityResourceSchema.parse({
    ...evidenced,
    teaser: null,
    location: null,
    description: null,
    images: [{ url: '/images/a.jpg', alt: null }],
    sports: null,
    capacity: null,
  })
  expect(facility.images?.[0]?.alt).toBeNull()
})

test.each([
  ['a missing title', { ...evidenced, title: undefined }],
  ['a string id', { ...evidenced, id: '7' }],
  ['an image without url', { ...evidenced, images: [{ alt: 'x' }] }],
  ['a fractional capacity', { ...evidenced, capacity: 10.5 }],
])('a facility with %s is rejected', (_name, body) => {
  expect(FacilityResourceSchema.safeParse(body).success).toBe(false)
})

test('the list comes in both paging envelopes', () => {
  expect(
    FacilitiesResponseSchema.parse({ items: [evidenced], total: 1, page: 0, pages: 1 }).total,
  ).toBe(1)
  expect(
    FacilitiesCursorResponseSchema.parse({ items: [evidenced], before: null, after: null }).items,
  ).toHaveLength(1)
})
