// SPEC.md 2.1: paths served outside the application, on the school's own origin (video, photo
// galleries, event microsites, the older stats pages). A link to one leaves the application with
// a full navigation, never a client-side one, and the website's server hands the request on
// (apps/web/app/route-checks/external-urls.server.ts). The showcase embed page
// (/showcase/embed.aspx, showcase-embed.ts) is the one address under them the website serves.
// This module is in every page's JavaScript (components/smart-link.tsx): keep it this small.

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
