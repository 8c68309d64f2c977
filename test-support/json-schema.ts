import { readFileSync } from 'node:fs'
import Ajv from 'ajv'

// Checks a test fixture against one of the real provider's JSON Schemas (../shared/provider/
// schemas), so fixtures stay shaped like the evidence. Returns ajv's messages, [] when valid.
export function jsonSchemaErrors(schemaPath: string, value: unknown): string[] {
  const ajv = new Ajv({ strict: false, allErrors: true })
  const validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')))
  return validate(value) ? [] : ajv.errorsText(validate.errors).split(', ')
}
