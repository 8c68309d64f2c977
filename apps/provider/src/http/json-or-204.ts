import type { Context } from 'hono'

// An item, or 204 No Content when there is none: how the real provider answers an id it does
// not know (a malformed one is a 404 before that, http/query.ts) and a document a tenant lacks.
export function jsonOr204(c: Context, item: unknown): Response {
  return item === null || item === undefined ? c.body(null, 204) : c.json(item)
}
