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

// The first segment, whole (/watchlist is not /watch), in any case; the embed page excepted.
const EXTERNAL = new RegExp(
  `^/(?:${EXTERNAL_PATH_SEGMENTS.join('|')})(?:[/?#]|$)(?!embed\\.aspx(?:[?#]|$))`,
  'i',
)

/**
 * Whether a link's href (or an asked path) is served outside the application. Other sites' URLs
 * are not paths and answer false; so does the showcase embed page, the website's own.
 */
export function isExternalPath(href: string | null | undefined): boolean {
  return typeof href === 'string' && EXTERNAL.test(href)
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

/** The query parameters the embed page reads. */
export const SHOWCASE_EMBED_QUERY = [
  'youtube',
  'archive',
  'endeavor',
  'autoplay',
  'controls',
  'live',
] as const

/** The embed's parameters from its query: ids that are ids, flags that are true or false. */
export function parseShowcaseEmbed(
  query: Readonly<Partial<Record<(typeof SHOWCASE_EMBED_QUERY)[number], string | null>>>,
): ShowcaseEmbed {
  const embed: ShowcaseEmbed = {}
  for (const name of ['youtube', 'archive', 'endeavor'] as const) {
    const value = query[name]?.trim()
    if (value && VIDEO_ID.test(value)) embed[name] = value
  }
  for (const name of ['autoplay', 'controls', 'live'] as const) {
    const value = query[name]?.trim().toLowerCase()
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
