import { TrackingTagSearchResponseSchema } from '@fieldhouse/contract/tracking-tag'
import { sql } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { makeTestApp, openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

async function tagIds(query: string) {
  const body = await provider.getJson(`/api/v2/TrackingTag/search${query}`)
  return TrackingTagSearchResponseSchema.parse(body).map((tag) => tag.id)
}

// Seed: 1 site-wide, 2 sport 'football', 3 site-wide image-only, 4 disabled, 5 page 'homepage' (SPEC 2.3 SEO name).
test.each([
  ['', [1, 3]],
  ['?PageTemplate=homepage', [1, 3, 5]],
  ['?pagetemplate=HOMEPAGE', [1, 3, 5]],
  ['?PageTemplate=home', [1, 3]],
  ['?SportName=football', [1, 2, 3]],
  ['?SportName=football&PageTemplate=homepage&ContentId=7', [1, 2, 3, 5]],
  ['?SportName=mbball', [1, 3]],
  ['?PageTemplate=', [1, 3]],
])('search%s returns tags %j', async (query, expected) => {
  expect(await tagIds(query)).toEqual(expected)
})

test('a tag outside its date window is not returned', async () => {
  const later = makeTestApp({ now: () => new Date('2100-01-01T00:00:00') })
  try {
    later.db.run(
      sql`update tracking_tags set end_date = '2099-01-01T00:00:00' where tenant_id = 1 and id = 1`,
    )
    const body = TrackingTagSearchResponseSchema.parse(
      await later.getJson('/api/v2/TrackingTag/search'),
    )
    expect(body.map((tag) => tag.id)).toEqual([3])
  } finally {
    later.close()
  }
})

test('the image-only tag carries nothing but an image object', async () => {
  const [tag] = TrackingTagSearchResponseSchema.parse(
    await provider.getJson('/api/v2/TrackingTag/search'),
  ).filter((t) => t.id === 3)
  expect(tag?.trackingHeadObject?.image).toHaveLength(1)
  expect(tag?.trackingHeadObject?.script ?? []).toEqual([])
  expect(tag?.trackingOpenBodyObject).toBeNull()
})
