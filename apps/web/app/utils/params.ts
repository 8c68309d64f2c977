import { notFound } from './loaded'

// Route parameters come straight from the address bar. Anything that cannot name a real item is
// a 404 before any provider call is made: a page can only be missing, never broken, by its URL.

// Provider ids are positive 32-bit integers; a padded ('007'), signed or longer value names
// nothing, and accepting it would give one item many addresses.
const ID = /^[1-9]\d{0,8}$/
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i
const MAX_SLUG_LENGTH = 120
// A season is a year ('2025') or an academic year ('2025-26', the second year following the first).
const SEASON = /^(\d{4})(?:-(\d{2}))?$/

/** A provider id, or null when the value cannot be one. */
export function parseId(value: string | undefined): number | null {
  return value !== undefined && ID.test(value) ? Number(value) : null
}

export function requireId(value: string | undefined): number {
  const id = parseId(value)
  if (id === null) throw notFound()
  return id
}

/** A URL slug (letters, digits, single hyphens), lower-cased. */
export function requireSlug(value: string | undefined): string {
  if (value === undefined || value.length > MAX_SLUG_LENGTH || !SLUG.test(value)) throw notFound()
  return value.toLowerCase()
}

/** An optional season parameter: null when absent, the season as written when it is one. */
export function requireSeason(value: string | undefined): string | null {
  if (value === undefined) return null
  const match = SEASON.exec(value)
  const year = Number(match?.[1])
  if (!match || year < 1850 || year > 2100) throw notFound()
  const next = match[2]
  if (next !== undefined && Number(next) !== (year + 1) % 100) throw notFound()
  return value
}
