import {
  AllAmericanSchema,
  AllAmericanSettingsSchema,
  AllAmericansResponseSchema,
} from '@fieldhouse/contract/all-americans'
import {
  AwardResourceSchema,
  AwardsCursorResponseSchema,
  AwardsResponseSchema,
  AwardTypesResponseSchema,
} from '@fieldhouse/contract/awards'
import {
  HallOfFameMemberSchema,
  HallOfFameResponseSchema,
  HallOfFameSettingsSchema,
  HonorGroupingsResponseSchema,
} from '@fieldhouse/contract/hall-of-fame'
import {} from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { schemaChecker, testAgainstSchemas, testContractExactly } from './test-support/answers'
import { openTestApp } from './test-support/make-test-app'

// The honors endpoints against the Zod contract (parsing changes nothing) and, where the real
// provider's JSON Schemas exist, against those.

const provider = openTestApp()

const middle = (
  AwardsCursorResponseSchema.parse(await provider.getJson('/api/v2.1/Awards?PageSize=20')).after ??
  ''
).replaceAll('=', '%3D')

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Awards', AwardsResponseSchema],
  ['/api/v2/Awards?$pageSize=100&AwardTypeId=7', AwardsResponseSchema],
  ['/api/v2.1/Awards?PageSize=20', AwardsCursorResponseSchema],
  ['/api/v2/Awards/1001', AwardResourceSchema],
  ['/api/v2/Awards/types', AwardTypesResponseSchema],
  ['/api/v2/AllAmerican', AllAmericansResponseSchema],
  ['/api/v2/AllAmerican?grouping=sport', AllAmericansResponseSchema],
  ['/api/v2/AllAmerican/2001', AllAmericanSchema],
  ['/api/v2/AllAmerican/groupings', HonorGroupingsResponseSchema],
  ['/api/v2/AllAmerican/settings', AllAmericanSettingsSchema],
  ['/api/v2/HallOfFame', HallOfFameResponseSchema],
  ['/api/v2/HallOfFame?grouping=sport', HallOfFameResponseSchema],
  ['/api/v2/HallOfFame/3001', HallOfFameMemberSchema],
  ['/api/v2/HallOfFame/grouping', HonorGroupingsResponseSchema],
  ['/api/v2/HallOfFame/settings', HallOfFameSettingsSchema],
]

testContractExactly(provider, ENDPOINTS)

describeWithShared('provider/schemas', 'honors against the real JSON Schemas', (schemasDir) => {
  testAgainstSchemas(provider, schemaChecker(schemasDir, { formats: false }), [
    ['/api/v2/Awards?$pageSize=100', 'v2/awards/awardsSchema.json'],
    ['/api/v2/Awards?$pageSize=100&$pageIndex=2', 'v2/awards/awardsSchema.json'],
    ['/api/v2/Awards/1001', 'v2/awards/awardIdSchema.json'],
    ['/api/v2/Awards/types', 'v2/awards/awardsTypeSchema.json'],
    // A middle page: at either end this provider's cursor is null (house convention, paging.ts),
    // where the evidence's sample had a string.
    [`/api/v2.1/Awards?PageSize=100&After=${middle}`, 'v2.1/awards/awardsSchema.json'],
    ['/api/v2.1/Awards/1001', 'v2.1/awards/awardsIdSchema.json'],
    ['/api/v2.1/Awards/types', 'v2.1/awards/typesSchema.json'],
    ['/api/v2/AllAmerican/groupings', 'v2/allAmerican/groupingsSchema.json'],
    ['/api/v2/HallOfFame', 'v2/hallOfFame/hallOfFameSchema.json'],
    ['/api/v2/HallOfFame?grouping=alphabetical', 'v2/hallOfFame/hallOfFameSchema.json'],
    ['/api/v2/HallOfFame/grouping', 'v2/hallOfFame/groupingSchema.json'],
    ['/api/v2/HallOfFame/settings', 'v2/hallOfFame/settingsSchema.json'],
  ])
})
