import { toSitePath } from './site-path'

// SPEC.md 4 "url-cleanup": news stories and sport files run it before their own check. Old and
// hand-typed addresses of those pages (the legacy sites' `.aspx`, capital letters, a slash too
// many) are the same page: each moves for good to the one spelling.

/**
 * The clean spelling of a path: doubled slashes made one, no trailing slash (but the root's), no
 * trailing `.aspx` (any case), lower case. Percent escapes keep their meaning, written in upper
 * case as encodeURIComponent writes them, so a clean path built from a slug stays clean.
 */
export function toCleanPath(path: string): string {
  let clean = path.replace(/\/{2,}/g, '/')
  // `slug.aspx/` and `slug/.aspx` alike: trim slashes and the suffix until neither is left.
  for (let previous = ''; previous !== clean; ) {
    previous = clean
    clean = clean.replace(/\.aspx$/i, '').replace(/(.)\/+$/, '$1')
  }
  return clean.replace(/%[0-9a-f]{2}|[^%]+|%/gi, (part) =>
    part.length === 3 && part.startsWith('%') ? part.toUpperCase() : part.toLowerCase(),
  )
}

/** The paths url-cleanup looks after: stories and sport files, public, hidden or protected. */
const CLEANED = /^\/+(?:(?:hidden|protected)\/+)?(?:news|sports\/+\d+)\/+/i

/**
 * Where an unclean address of a story or sport file moves (its clean spelling), or null when it
 * is clean already or not one of those pages.
 */
export function getUrlCleanupRedirect(path: string): string | null {
  if (!CLEANED.test(path)) return null
  const clean = toCleanPath(path)
  return clean === path ? null : clean
}

/**
 * Where a story's `redirect_absolute_url` may send a visitor: an http or https address, or a
 * path of this site; null for anything else (another scheme, `//host`, a blank or odd value),
 * which is then ignored and the story shown.
 */
export function toStoryRedirectTarget(value: string | null | undefined): string | null {
  const text = value?.trim() ?? ''
  if (text === '') return null
  if (text.startsWith('/')) return toSitePath(text)
  if (!/^https?:\/\//i.test(text) || /[\s\\\u0000-\u001f\u007f]/.test(text)) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}
