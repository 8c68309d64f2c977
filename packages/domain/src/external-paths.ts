import { toPathSegments } from './path-segments'

// SPEC.md 2.1: paths served outside the application, on the school's own origin (video, photo
// galleries, event microsites, the older stats pages). A link to one leaves the application with
// a full navigation, never a client-side one, and the website's server hands the request on
// (apps/web/app/route-checks/external-urls.server.ts). The showcase embed page
// (/showcase/embed.aspx) is the one address under them the website serves itself.

/** The first path segment of each external path (SPEC 2.1 lists /watch, /tournament-experience/ ...). */
export const EXTERNAL_PATH_SEGMENTS = [
  'watch',
  'galleries',
  'tournament-experience',
  'gameday',
  'signingday',
  'feature',
  'services',
  'showcase',
  'sidearmstats',
] as const

export const SHOWCASE_EMBED_PATH = '/showcase/embed.aspx'

/**
 * Whether a site path (a link's href, or an asked pathname) is served outside the application:
 * its first segment is one of the external ones, in any case. Other sites' URLs are not paths
 * and answer false; the showcase embed page is the website's own.
 */
export function isExternalPath(href: string | null | undefined): boolean {
  if (typeof href !== 'string' || !/^\/(?![/\\])/.test(href)) return false
  const segments = toPathSegments(href)
  const first = segments[0]
  if (first === undefined) return false
  if (segments.length === 2 && first === 'showcase' && segments[1] === 'embed.aspx') return false
  return (EXTERNAL_PATH_SEGMENTS as readonly string[]).includes(first)
}

/** SPEC 2.1: the showcase embed page's parameters; absent ones are omitted. */
export type ShowcaseEmbed = {
  youtube?: string
  archive?: string
  endeavor?: string
  autoplay?: boolean
  controls?: boolean
  live?: boolean
}

// Video ids are short tokens; anything else (a URL, markup) is not an id and is left out.
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The embed's parameters from its query: ids that are ids, flags that are true or false. */
export function parseShowcaseEmbed(query: URLSearchParams): ShowcaseEmbed {
  const embed: ShowcaseEmbed = {}
  for (const name of ['youtube', 'archive', 'endeavor'] as const) {
    const value = query.get(name)?.trim()
    if (value && VIDEO_ID.test(value)) embed[name] = value
  }
  for (const name of ['autoplay', 'controls', 'live'] as const) {
    const value = query.get(name)?.trim().toLowerCase()
    if (value === 'true' || value === '1') embed[name] = true
    else if (value === 'false' || value === '0') embed[name] = false
  }
  return embed
}

/** The youtube-nocookie player address for an embed with a YouTube id. */
export function toYouTubeEmbedUrl(embed: ShowcaseEmbed & { youtube: string }): string {
  const params = new URLSearchParams()
  if (embed.autoplay !== undefined) params.set('autoplay', embed.autoplay ? '1' : '0')
  if (embed.controls !== undefined) params.set('controls', embed.controls ? '1' : '0')
  const query = params.toString()
  return `https://www.youtube-nocookie.com/embed/${embed.youtube}${query ? `?${query}` : ''}`
}
