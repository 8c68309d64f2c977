// Stadium mode (issue 34, docs/decisions/039): what the service worker keeps on the visitor's
// phone, for how long, and what it never keeps. Pure rules shared by the worker
// (apps/web/app/offline/) and the pages that read its caches (the saved pages screen).

/** How long a page may take before its saved copy is shown instead (the network still wins later). */
export const NETWORK_TIMEOUT_S = 3

/** What is kept: the pages a visitor opened, their data, their pictures; the oldest used go first. */
export const SAVED_LIMITS = {
  pages: 50,
  data: 50,
  images: 100,
  maxAgeSeconds: 3 * 86_400,
} as const

/** A page bigger than this is not saved: one page must not push out twenty others. */
const MAX_SAVED_PAGE_BYTES = 1_500_000

/** Written on a saved copy by the worker: when it was saved (ISO) and the page's title. */
export const SAVED_AT_HEADER = 'x-fieldhouse-saved-at'
export const SAVED_TITLE_HEADER = 'x-fieldhouse-title'
/** Sent by a schedule, roster or game center page on its sport's game day: what to keep ready. */
export const GAME_DAY_HEADER = 'x-fieldhouse-game-day'
/** The saved pages screen, where the worker sends a visitor whose page is not saved. */
export const SAVED_PAGES_PATH = '/offline'

/** Every cache of one tenant starts with its prefix: another tenant's are never read. */
export function toCacheNames(tenant: string) {
  const prefix = `fh:${tenant}:`
  return {
    prefix,
    pages: `${prefix}pages`,
    data: `${prefix}data`,
    images: `${prefix}images`,
    assets: `${prefix}assets`,
    meta: `${prefix}meta`,
    shell: (build: string) => `${prefix}shell:${build}`,
  }
}

/** Whether a cache belongs to this site's worker at all (the kill switch clears all of them). */
export const isSiteCache = (name: string) => name.startsWith('fh:')

// Addresses that are never pages to keep: the sign-in, the answers of forms, files and feeds.
const NEVER_SAVED =
  /^\/(login|logout|protected|hidden|promotions|builds|health|__manifest)(\/|$|\.)/

/** What the worker looks at to decide whether an answer may be kept. */
export type AnswerFacts = {
  method: string
  path: string
  status: number
  cacheControl: string | null
  contentType: string | null
  hasRange: boolean
  contentLength?: number | null
}

/**
 * SPEC's private lane stays private on the phone too: an answer sent `no-store` or `private`
 * (signed-in pages, previews, a visitor's dismissed alerts), a post, a range of a media file, an
 * error or a redirect is never kept, nor anything under the sign-in's addresses.
 */
export function isSaveable(answer: AnswerFacts, kind: 'page' | 'data' | 'image'): boolean {
  if (answer.method !== 'GET' || answer.status !== 200 || answer.hasRange) return false
  if (/\b(no-store|private)\b/i.test(answer.cacheControl ?? '')) return false
  if (NEVER_SAVED.test(answer.path)) return false
  if ((answer.contentLength ?? 0) > MAX_SAVED_PAGE_BYTES) return false
  const type = (answer.contentType ?? '').toLowerCase()
  if (kind === 'page') return type.startsWith('text/html')
  if (kind === 'data') return type.startsWith('text/x-script')
  return type.startsWith('image/')
}

/** React Router's data address of a page: `/` is `/_root.data`, `/a/b` is `/a/b.data`. */
export function toDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '')
  return trimmed === '' ? '/_root.data' : `${trimmed}.data`
}

/** The page a data address belongs to, or null for any other address. */
export function toPagePathOfData(path: string): string | null {
  if (path === '/_root.data') return '/'
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) || '/' : null
}

/** The title a saved page is listed under: its <title>, without the site's name after a bar. */
export function readSavedTitle(html: string): string | null {
  const match = /<title[^>]*>([^<]{1,300})<\/title>/i.exec(html)
  if (!match?.[1]) return null
  const title = decodeEntities(match[1]).trim()
  const bar = title.lastIndexOf(' | ')
  return (bar > 0 ? title.slice(0, bar) : title) || null
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" }
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')

/** The paths a game-day header names: same-site absolute paths only, at most six. */
export function readGameDayPaths(header: string | null): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((path) => /^\/(?!\/)[\w\-./]*$/.test(path) && !path.includes('..'))
    .slice(0, 6)
}

/** The header a game-day page sends: its sport's schedule, roster and the game's game center. */
export function toGameDayHeader(paths: readonly string[]): string {
  return paths.join(', ')
}
