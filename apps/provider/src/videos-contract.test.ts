import {
  AllAccessCategoriesResponseSchema,
  AllAccessVideoSchema,
  AllAccessVideosCursorResponseSchema,
  AllAccessVideosResponseSchema,
} from '@fieldhouse/contract/videos'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { allowNull } from './test-support/widen-schema'
import { schemaChecker, testAgainstSchemas, testContractExactly } from './test-support/answers'
import { openTestApp } from './test-support/make-test-app'

// The all-access library (/Videos/all-access/*) against the Zod contract (every field kept) and
// against the real provider's JSON Schemas (v2 and v2.1 differ: offset or cursor pages, and
// `duration` may be null in v2 only), read only when the tests run.

const provider = openTestApp()

const library = AllAccessVideosResponseSchema.parse(
  await provider.getJson('/api/v2/Videos/all-access?$pageSize=100'),
).items
const blackedOut = library.find((item) => item.blackedOut)

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Videos/all-access', AllAccessVideosResponseSchema],
  ['/api/v2/Videos/all-access?onlyHasCaptions=true&orderBy=title', AllAccessVideosResponseSchema],
  ['/api/v2.1/Videos/all-access?PageSize=2', AllAccessVideosCursorResponseSchema],
  [`/api/v2/Videos/all-access/${library[0]?.id}`, AllAccessVideoSchema],
  [`/api/v2/Videos/all-access/${blackedOut?.id}`, AllAccessVideoSchema],
  ['/api/v2/Videos/all-access/categories/video', AllAccessCategoriesResponseSchema],
  ['/api/v2.1/Videos/all-access/categories/audio', AllAccessCategoriesResponseSchema],
]

testContractExactly(provider, ENDPOINTS)

test('the contract reads both tenants’ libraries', async () => {
  const lakeside = await provider.getJson('/api/v2/Videos/all-access', { tenant: 'lakeside' })
  expect(AllAccessVideosResponseSchema.parse(lakeside).items.length).toBeGreaterThan(0)
})

describeWithShared('provider/schemas', 'all-access videos against the real JSON Schemas', (dir) => {
  const checker = schemaChecker(dir)
  const { read, compile, check } = checker

  testAgainstSchemas(provider, checker, [
    ['/api/v2/Videos/all-access?$pageSize=100', 'v2/videos/allAccessSchema.json'],
    ['/api/v2/Videos/all-access?pageSize=2&$pageIndex=1', 'v2/videos/allAccessSchema.json'],
    ['/api/v2/Videos/all-access?sportId=999', 'v2/videos/allAccessSchema.json'],
    ['/api/v2/Videos/all-access/categories/video', 'v2/videos/categorySchema.json'],
    ['/api/v2.1/Videos/all-access/categories/video', 'v2.1/videos/categorySchema.json'],
    ['/api/v2.1/Videos/all-access/categories/audio', 'v2.1/videos/categorySchema.json'],
  ])

  // v2.1 cursors are null at the ends of a list, as v2.1/podcasts and v2.1/pressClips show.
  const cursorSchema = () => {
    const schema = read('v2.1/videos/allAccessSchema.json')
    allowNull(schema, 'before')
    allowNull(schema, 'after')
    return compile(schema)
  }

  test.each([
    '/api/v2.1/Videos/all-access?PageSize=100',
    '/api/v2.1/Videos/all-access?PageSize=2',
    '/api/v2.1/Videos/all-access?onlyHasCaptions=true',
  ])('%s validates against v2.1/videos/allAccessSchema.json', async (path) => {
    expect(check(cursorSchema(), await provider.getJson(path))).toEqual([])
  })

  // The wire has no item schema of its own: one item is an item of the list's.
  test('one item by id validates as an item of the list', async () => {
    for (const item of library) {
      const one = await provider.getJson(`/api/v2/Videos/all-access/${item.id}`)
      const body = { items: [one], total: 1, page: 0, pages: 1 }
      expect(check('v2/videos/allAccessSchema.json', body)).toEqual([])
    }
  })
})
