import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import Ajv, { type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import { expect, test } from 'vitest'
import type { z } from 'zod'
import type { TestApp, TestRequestOptions } from './make-test-app'

// What the contract tests (src/*-contract.test.ts) and the resources' tests repeat: an answer
// against the Zod contract, against the real provider's JSON Schemas (../shared/provider/schemas,
// read only while the tests run), and the status each of a list of requests answers.

// Parsing must succeed and drop nothing: the provider sends no field the contract lacks.
export async function expectExactly(
  provider: TestApp,
  path: string,
  schema: z.ZodType,
  options?: TestRequestOptions,
): Promise<void> {
  const body = await provider.getJson(path, options)
  expect(schema.parse(body), path).toEqual(body)
}

export function testContractExactly(
  provider: TestApp,
  endpoints: readonly (readonly [string, z.ZodType])[],
): void {
  test.each(endpoints)('%s matches the contract exactly', (path, schema) =>
    expectExactly(provider, path, schema),
  )
}

export type SchemaChecker = {
  // A schema file of the folder, parsed (to widen it before compiling).
  read: (file: string) => unknown
  compile: (schema: unknown) => ValidateFunction
  // A schema file, compiled once.
  load: (file: string) => ValidateFunction
  // A body's mismatches ([] when it validates), so a failure names each of them.
  check: (schema: ValidateFunction | string, body: unknown) => string[]
}

export function schemaChecker(dir: string, { formats = true } = {}): SchemaChecker {
  const ajv = new Ajv({ strict: false, allErrors: true })
  if (formats) addFormats(ajv)
  const read = (file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'))
  const compile = (schema: unknown) => ajv.compile(schema as object)
  const compiled = new Map<string, ValidateFunction>()
  const load = (file: string) => {
    const validate = compiled.get(file) ?? compile(read(file))
    compiled.set(file, validate)
    return validate
  }
  const check = (schema: ValidateFunction | string, body: unknown) => {
    const validate = typeof schema === 'string' ? load(schema) : schema
    return validate(body) ? [] : ajv.errorsText(validate.errors).split(', ')
  }
  return { read, compile, load, check }
}

// Each [path, schema file] pair: the answer validates against the file.
export function testAgainstSchemas(
  provider: TestApp,
  checker: SchemaChecker,
  cases: readonly (readonly [string, string])[],
  options?: TestRequestOptions,
): void {
  test.each(cases)('%s validates against %s', async (path, file) => {
    expect(checker.check(file, await provider.getJson(path, options))).toEqual([])
  })
}

// Each [path, status] pair: what a request answers (400 malformed, 404 not a path, 204 unknown).
export function testStatuses(
  provider: TestApp,
  cases: readonly (readonly [string, number])[],
  options?: TestRequestOptions,
): void {
  test.each(cases)('%s -> %i', async (path, status) => {
    expect((await provider.get(path, options)).status).toBe(status)
  })
}
