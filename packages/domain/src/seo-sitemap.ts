// sitemap.xml (issue 22, sitemaps.org 0.9): an index of child sitemaps, one per kind of content
// (sports, rosters, bios ...), each at most 50,000 addresses; a kind with more is split into
// numbered parts. Addresses are absolute on the site's own origin and XML-escaped.

export const SITEMAP_MAX_URLS = 50_000

export const SITEMAP_GROUPS = [
  'sports',
  'rosters',
  'bios',
  'schedules',
  'boxscores',
  'stories',
  'staff',
  'facilities',
  'honors',
  'media',
  'documents',
  'forms',
] as const

export type SitemapGroup = (typeof SITEMAP_GROUPS)[number]

export type SitemapEntry = { path: string; lastModified?: string | null }

export function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** `sports.xml`, then `sports-2.xml` ... for the parts of a group beyond the first. */
export function toSitemapFileName(group: SitemapGroup, part: number): string {
  return part <= 1 ? `${group}.xml` : `${group}-${part}.xml`
}

/** The group and part a child sitemap's file name names, or null for anything else. */
export function parseSitemapFileName(file: string): { group: SitemapGroup; part: number } | null {
  const match = /^([a-z]+)(?:-([1-9][0-9]{0,3}))?\.xml$/.exec(file)
  const group = SITEMAP_GROUPS.find((entry) => entry === match?.[1])
  if (!match || !group) return null
  const part = match[2] ? Number(match[2]) : 1
  // `sports-1.xml` is `sports.xml`'s second spelling: one address each.
  return match[2] === '1' ? null : { group, part }
}

/** How many child sitemaps a group of `count` addresses needs (none when it has none). */
export function countSitemapParts(count: number, max = SITEMAP_MAX_URLS): number {
  return Math.ceil(count / max)
}

/** One part (1-based) of a group's addresses, or null when the group has no such part. */
export function getSitemapPart<T>(entries: readonly T[], part: number, max = SITEMAP_MAX_URLS) {
  const start = (part - 1) * max
  return part >= 1 && start < entries.length ? entries.slice(start, start + max) : null
}

function absolute(path: string, siteUrl: string): string {
  return new URL(path, siteUrl).href
}

export function buildSitemapIndex(
  counts: Partial<Record<SitemapGroup, number>>,
  siteUrl: string,
  toPath: (file: string) => string,
  max = SITEMAP_MAX_URLS,
): string {
  const rows: string[] = []
  for (const group of SITEMAP_GROUPS) {
    const parts = countSitemapParts(counts[group] ?? 0, max)
    for (let part = 1; part <= parts; part += 1) {
      const loc = absolute(toPath(toSitemapFileName(group, part)), siteUrl)
      rows.push(`<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...rows,
    '</sitemapindex>',
    '',
  ].join('\n')
}

export function buildUrlSet(entries: readonly SitemapEntry[], siteUrl: string): string {
  const rows = entries.slice(0, SITEMAP_MAX_URLS).map((entry) => {
    const loc = `<loc>${escapeXml(absolute(entry.path, siteUrl))}</loc>`
    const modified = toW3cDate(entry.lastModified)
    return `<url>${loc}${modified ? `<lastmod>${modified}</lastmod>` : ''}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...rows,
    '</urlset>',
    '',
  ].join('\n')
}

/** A date the sitemap accepts (YYYY-MM-DD), or null for anything unreadable. */
export function toW3cDate(value: string | null | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10)
}

/** Site paths once each, in order, with anything not a site path (`//x`, `http:`) left out. */
export function uniqueSitePaths(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>()
  return entries.filter((entry) => {
    if (!entry.path.startsWith('/') || entry.path.startsWith('//') || seen.has(entry.path)) {
      return false
    }
    seen.add(entry.path)
    return true
  })
}

/** The latest of some days ('YYYY-MM-DD'; nulls and unreadable ones skipped), or null. */
export function latestDay(days: readonly (string | null | undefined)[]): string | null {
  let latest: string | null = null
  for (const day of days) {
    const date = toW3cDate(day)
    if (date !== null && (latest === null || date > latest)) latest = date
  }
  return latest
}
