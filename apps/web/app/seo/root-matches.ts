import type { SiteFacts } from '~/utils/site-facts'
import type { SiteIdentity } from '~/utils/site-identity'
import { FALLBACK_SITE_NAME } from '~/utils/site-identity'
import type { SportSummary } from '~/utils/sport-summary'

import type { ShellSeo } from './shell-seo.server'

// What a page's meta function knows of its site: the root loader's answer, the first of a
// page's matches. Read here, below the shell, so the page meta kit needs nothing of the shell
// (a view reads the whole shell, menus decoded, with shell/use-shell.ts useShell).

/** The parts of the root loader's answer a page's meta reads. */
export type PageSite = {
  site: SiteIdentity
  /** The public origin of every absolute URL in a page (SITE_URL). */
  siteUrl: string
  seo: ShellSeo | null
  currentSport: SportSummary | null
  /** On the server only (shell-data.server.ts): the school's facts for structured data. */
  siteFacts?: SiteFacts
}

export type RootMatches = readonly [{ loaderData?: PageSite } | undefined, ...unknown[]]

/** The root loader's answer; undefined when the root failed (its own error page). */
export function getPageSite(matches: RootMatches): PageSite | undefined {
  return matches[0]?.loaderData
}

/** The site's name for a page's title and descriptions: one fallback, the shell's. */
export function getSiteName(matches: RootMatches): string {
  return getPageSite(matches)?.site.name ?? FALLBACK_SITE_NAME
}
