import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { RedirectsResponseSchema } from '@fieldhouse/contract/redirects'
import Ajv from 'ajv'
import { expect, test } from 'vitest'
import { describeWithShared } from '../../../../../test-support/shared-dir'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const rules = RedirectsResponseSchema.parse(await provider.getJson('/api/v2/Redirects'))

test('the route rules match the contract exactly', async () => {
  const body = await provider.getJson('/api/v2/redirects')
  expect(RedirectsResponseSchema.parse(body)).toEqual(body)
})

test('the demo rules: a campaign page to a story, a renamed page, another site, a loop', () => {
  const to = (from: string) => rules.find((rule) => rule.from === from)?.to
  expect(to('/campaign/owls-rising')).toMatch(/^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/)
  expect(to('/tickets-old')).toBe('/tickets')
  expect(to('/store')).toMatch(/^https:\/\/shop\./)
  expect([to('/donate'), to('/loop-donate')]).toEqual(['/loop-donate', '/donate'])
})

// Rules whose address a page answers (docs/decisions/033): an old story sent on to the newest,
// a loop through the calendar, the facilities list to another site.
test('the demo rules through pages that answer', async () => {
  const story = /^\/news\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+$/
  const fromStory = rules.filter((rule) => story.test(rule.from))
  expect(fromStory).toHaveLength(1)
  const [old] = fromStory
  expect(old?.to).toBe(rules.find((rule) => rule.from === '/campaign/owls-rising')?.to)
  expect(old?.from).not.toBe(old?.to)
  // The old story's page still answers: its address is a story of the provider.
  const [, y, m, d, slug] = /^\/news\/(\d+)\/(\d+)\/(\d+)\/(.+)$/.exec(old?.from ?? '') ?? []
  const response = await provider.get(`/api/v2/stories/${m}-${d}-${y}/${slug}`)
  expect(response.status).toBe(200)
  const to = (from: string) => rules.find((rule) => rule.from === from)?.to
  expect([to('/calendar'), to('/calendar-old')]).toEqual(['/calendar-old', '/calendar'])
  expect(to('/facilities')).toMatch(/^https:\/\/facilities\./)
})

describeWithShared('provider/schemas', 'route rules against the real JSON Schema', (dir) => {
  test('GET /Redirects', async () => {
    const schema: unknown = JSON.parse(
      readFileSync(join(dir, 'v2/redirects/redirectsSchema.json'), 'utf8'),
    )
    const validate = new Ajv({ strict: false }).compile(schema as object)
    expect(validate(await provider.getJson('/api/v2/Redirects'))).toBe(true)
  })
})
