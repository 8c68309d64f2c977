// The query parameters of the site's paged story lists (archives, a tag's stories, a series'
// episodes): a page number, an academic-year season and a text search, read from what a visitor
// typed or edited in the address bar. Each answers null for a value that names nothing, so the
// page can refuse it (a 404) before any provider call.

const PAGE = /^[1-9]\d{0,4}$/
const SEASON = /^(\d{4})(?:-(\d{2}))?$/

/** A 1-based page number: 1 when absent, null when not a plain positive number ('0', '02', 'x'). */
export function parsePageNumber(value: string | null): number | null {
  if (value === null) return 1
  return PAGE.test(value) ? Number(value) : null
}

/**
 * An academic-year season by its first year, written as the site writes it ('2025-26') or as its
 * first year alone ('2025'); null for anything else, a second year that does not follow the first
 * ('2025-27') or a year outside 1900-2100.
 */
export function parseSeasonYear(value: string): number | null {
  const match = SEASON.exec(value)
  if (!match) return null
  const year = Number(match[1])
  if (year < 1900 || year > 2100) return null
  const next = match[2]
  return next === undefined || Number(next) === (year + 1) % 100 ? year : null
}

/** The season's title, its one spelling in an address: 2025 -> '2025-26'. */
export function toSeasonTitle(year: number): string {
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`
}

/**
 * A text search as the provider is asked it: spaces trimmed and collapsed, at most `max` UTF-16
 * code units (the provider's measure) without cutting a character in two; null when blank.
 */
export function toSearchText(value: string | null, max: number): string | null {
  const text = (value ?? '').replace(/\s+/g, ' ').trim()
  if (text === '') return null
  if (text.length <= max) return text
  let cut = ''
  for (const char of text) {
    if (cut.length + char.length > max) break
    cut += char
  }
  return cut.trim() || null
}
