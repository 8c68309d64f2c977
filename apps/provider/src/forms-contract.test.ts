import {
  FormResourceSchema,
  SportFormsResponseSchema,
  SubscribeInfoSchema,
} from '@fieldhouse/contract/forms'
import {} from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { FORM_IDS } from './seed/forms/form-kit'
import { schemaChecker, testAgainstSchemas, testContractExactly } from './test-support/answers'
import { openTestApp } from './test-support/make-test-app'

// The forms endpoints against the Zod contract (every field kept: parsing changes nothing) and
// /Forms/subscribe/info against the real provider's JSON Schema.

const provider = openTestApp()

const PUBLIC_FORMS = Object.values(FORM_IDS).filter(
  (id) => id !== FORM_IDS.hidden && id !== FORM_IDS.boosters,
)

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Forms/subscribe/info', SubscribeInfoSchema],
  ...PUBLIC_FORMS.map((id): [string, z.ZodType] => [`/api/v2/Forms/${id}`, FormResourceSchema]),
  [`/api/v2.1/Forms/${FORM_IDS.camp}`, FormResourceSchema],
  ['/api/v2/Forms?sportId=11', SportFormsResponseSchema],
]

testContractExactly(provider, ENDPOINTS)

describeWithShared('provider/schemas', 'forms against the real JSON Schemas', (schemasDir) => {
  testAgainstSchemas(provider, schemaChecker(schemasDir, { formats: false }), [
    ['/api/v2/Forms/subscribe/info', 'v2/forms/subscribeInfoSchema.json'],
  ])
})
