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

describeWithShared('provider/schemas', 'route rules against the real JSON Schema', (dir) => {
  test('GET /Redirects', async () => {
    const schema: unknown = JSON.parse(
      readFileSync(join(dir, 'v2/redirects/redirectsSchema.json'), 'utf8'),
    )
    const validate = new Ajv({ strict: false }).compile(schema as object)
    expect(validate(await provider.getJson('/api/v2/Redirects'))).toBe(true)
  })
})
