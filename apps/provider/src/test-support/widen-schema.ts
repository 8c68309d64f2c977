// The real JSON Schemas were each generated from one tenant's response, so where one schema saw
// a value and another saw null they disagree (README 7). `allowNull` widens a field of a schema
// to also accept null, only where another real schema of the same field shows null: every use
// names that evidence.

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
}

// `path` walks properties by name; `[]` steps into array items ("players[].image").
export function allowNull<T>(schema: T, path: string): T {
  let node = schema as JsonSchema
  for (const part of path.split('.')) {
    const name = part.replace(/\[\]$/, '')
    const next = node.properties?.[name]
    if (!next) throw new Error(`No property ${name} on the way to ${path}`)
    node = part.endsWith('[]') ? (next.items ?? next) : next
  }
  const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : []
  if (types.length > 0 && !types.includes('null')) node.type = [...types, 'null']
  return schema
}
