import type { Context } from 'hono'
import { ApiError } from '../errors'

// Query parameter names are case-insensitive on the real provider (`sportId` == `SportId`).
export function getQueryParam(c: Context, name: string): string | undefined {
  const wanted = name.toLowerCase()
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (key.toLowerCase() === wanted) return value
  }
  return undefined
}

// The one definition of a well-formed numeric id (1 to 9 digits, so it fits an int32), or null.
export function toId(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null
}

// Malformed numeric ids: 404 in a path segment, 400 in a query parameter (provider/README 2.2).
export function parsePathId(value: string | undefined): number {
  const id = value === undefined ? null : toId(value)
  if (id === null) throw new ApiError(404, 'Not found')
  return id
}

export function parseQueryId(c: Context, name: string): number | undefined {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return undefined
  const id = toId(value)
  if (id === null) throw new ApiError(400, `Query parameter ${name} must be a number`)
  return id
}

// `true` or `false` in any case; anything else -> 400.
export function parseQueryBoolean(c: Context, name: string): boolean | undefined {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return undefined
  const lower = value.toLowerCase()
  if (lower !== 'true' && lower !== 'false') {
    throw new ApiError(400, `Query parameter ${name} must be true or false`)
  }
  return lower === 'true'
}

// A four-digit year (`year=2025`); anything else -> 400.
export function parseQueryYear(c: Context, name: string): number | undefined {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return undefined
  if (!/^\d{4}$/.test(value)) throw new ApiError(400, `Query parameter ${name} must be a year`)
  return Number(value)
}

// A comma-separated list of ids (`adIds=1,2,3`); any malformed entry -> 400.
export function parseQueryIdList(c: Context, name: string, maxLength: number): number[] {
  const ids = (getQueryParam(c, name) ?? '').split(',').map((part) => toId(part.trim()))
  if (ids.length > maxLength || ids.some((id) => id === null)) {
    throw new ApiError(400, `Query parameter ${name} must be comma-separated numbers`)
  }
  return ids.filter((id) => id !== null)
}
