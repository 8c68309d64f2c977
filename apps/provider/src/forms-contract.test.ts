import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { FormResourceSchema, SubscribeInfoSchema } from '@fieldhouse/contract/forms'
import Ajv from 'ajv'
import { afterAll, expect, test } from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { FORM_IDS } from './seed/forms/form-definitions'
import { makeTestApp } from './test-support/make-test-app'

// The forms endpoints against the Zod contract (every field kept: parsing changes nothing) and
// /Forms/subscribe/info against the real provider's JSON Schema.

const provider = makeTestApp()
afterAll(() => provider.close())

const PUBLIC_FORMS = Object.values(FORM_IDS).filter(
  (id) => id !== FORM_IDS.hidden && id !== FORM_IDS.boosters,
)

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Forms/subscribe/info', SubscribeInfoSchema],
  ...PUBLIC_FORMS.map((id): [string, z.ZodType] => [`/api/v2/Forms/${id}`, FormResourceSchema]),
  [`/api/v2.1/Forms/${FORM_IDS.camp}`, FormResourceSchema],
]

test.each(ENDPOINTS)('%s matches the contract exactly', async (path, schema) => {
  const body = await provider.getJson(path)
  expect(schema.parse(body)).toEqual(body)
})

describeWithShared('provider/schemas', 'forms against the real JSON Schemas', (schemasDir) => {
  test('/Forms/subscribe/info validates against subscribeInfoSchema.json', async () => {
    const schema: unknown = JSON.parse(
      readFileSync(join(schemasDir, 'v2/forms/subscribeInfoSchema.json'), 'utf8'),
    )
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema as object)
    const body = await provider.getJson('/api/v2/Forms/subscribe/info')
    expect(validate(body) ? [] : validate.errors).toEqual([])
  })
})
