// The real JSON Schemas were each generated from one tenant's response, so where one schema saw
// a value and another saw null they disagree (README 7). `allowNull` widens a field of a schema
// to also accept null, only where another real schema of the same field shows null; `allowType`
// likewise accepts another type where the evidence (a sample, a sibling schema) shows one. Every
// use names that evidence.

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema | JsonSchema[]
}

// `path` walks properties by name; `[]` steps into array items ("players[].image", "[].date" for
// a root array), every position of a tuple-typed array (a sample-generated schema lists one per
// item).
function nodesAt(schema: unknown, path: string): JsonSchema[] {
  let nodes = [schema as JsonSchema]
  for (const part of path.split('.')) {
    const name = part.replace(/\[\]$/, '')
    nodes = nodes.flatMap((node) => {
      // A leading "[]" steps into a root array's items.
      const next = name === '' ? node : node.properties?.[name]
      if (!next) throw new Error(`No property ${name} on the way to ${path}`)
      if (!part.endsWith('[]')) return [next]
      const items = next.items ?? next
      return Array.isArray(items) ? items : [items]
    })
  }
  return nodes
}

export function allowType<T>(schema: T, path: string, type: string): T {
  for (const node of nodesAt(schema, path)) {
    const types = Array.isArray(node.type) ? node.type : node.type ? [node.type] : []
    if (types.length > 0 && !types.includes(type)) node.type = [...types, type]
  }
  return schema
}

export function allowNull<T>(schema: T, path: string): T {
  return allowType(schema, path, 'null')
}
