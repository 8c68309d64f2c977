import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  DocumentResourceSchema,
  DocumentsCursorResponseSchema,
  DocumentsResponseSchema,
} from '@fieldhouse/contract/documents'
import {
  PublicationResourceSchema,
  PublicationsResponseSchema,
} from '@fieldhouse/contract/publications'
import Ajv from 'ajv'
import addFormats from 'ajv-formats'
import { afterAll, expect, test } from 'vitest'
import type { z } from 'zod'
import { describeWithShared } from '../../../test-support/shared-dir'
import { makeTestApp } from './test-support/make-test-app'

// The media endpoints against the Zod contract (every field kept: parsing changes nothing) and
// against the real provider's JSON Schemas, read only when the tests run.

const provider = makeTestApp()
afterAll(() => provider.close())

type Json = Record<string, unknown>
const firstDocument = DocumentsResponseSchema.parse(await provider.getJson('/api/v2/Documents'))
  .items[0]
const firstPublication = PublicationsResponseSchema.parse(
  await provider.getJson('/api/v2/Publications'),
).publications[0]

const ENDPOINTS: [string, z.ZodType][] = [
  ['/api/v2/Documents', DocumentsResponseSchema],
  ['/api/v2/Documents?sportId=10&$pageSize=3', DocumentsResponseSchema],
  ['/api/v2.1/Documents?PageSize=4', DocumentsCursorResponseSchema],
  [`/api/v2/Documents/${firstDocument?.documentId}`, DocumentResourceSchema],
  ['/api/v2/Publications', PublicationsResponseSchema],
  [`/api/v2/Publications/${firstPublication?.file.slug}`, PublicationResourceSchema],
]

test.each(ENDPOINTS)('%s matches the contract exactly', async (path, schema) => {
  const body = await provider.getJson(path)
  expect(schema.parse(body)).toEqual(body)
})

describeWithShared('provider/schemas', 'media against the real JSON Schemas', (schemasDir) => {
  const ajv = new Ajv({ strict: false, allErrors: true })
  addFormats(ajv)
  const read = (file: string): Json => JSON.parse(readFileSync(join(schemasDir, file), 'utf8'))
  const check = (schema: Json, body: unknown) => {
    const validate = ajv.compile(schema)
    return validate(body) ? [] : ajv.errorsText(validate.errors).split(', ')
  }

  test.each<[string, string]>([
    ['/api/v2/Documents', 'v2/documents/documentsSchema.json'],
    ['/api/v2/Documents?$pageIndex=1&$pageSize=5', 'v2/documents/documentsSchema.json'],
    [`/api/v2/Documents/${firstDocument?.documentId}`, 'v2/documents/documentIdSchema.json'],
    ['/api/v2/Publications', 'v2/publications/publicationsSchema.json'],
  ])('%s validates against %s', async (path, file) => {
    expect(check(read(file), await provider.getJson(path))).toEqual([])
  })
})
