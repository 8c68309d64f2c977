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

const DIGITS = /^\d{1,9}$/

// Malformed numeric ids: 404 in a path segment, 400 in a query parameter (provider/README 2.2).
export function parsePathId(value: string | undefined): number {
  if (value === undefined || !DIGITS.test(value)) throw new ApiError(404, 'Not found')
  return Number(value)
}

export function parseQueryId(c: Context, name: string): number | undefined {
  const value = getQueryParam(c, name)
  if (value === undefined || value === '') return undefined
  if (!DIGITS.test(value)) throw new ApiError(400, `Query parameter ${name} must be a number`)
  return Number(value)
}
