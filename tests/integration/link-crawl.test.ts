import { describe, expect, test } from 'vitest'

import { hasBuiltSite, openBuiltSite } from './built-site'
import { allRouteIds, crawlSite } from './site-crawl'

// Every public page is reachable by links (issue 33): a visitor starting at the home page and
// following only links (menus, page bodies, footers; never the sitemap) reaches every public
// route pattern of routes.ts. The crawl (site-crawl.ts) reads at most PAGES_PER_ROUTE pages of
// each route, against the built website and a reference provider on a fresh database (the demo
// tenant). Own ports: 3172/4172 (built-site.ts).

const PAGES_PER_ROUTE = 4

/**
 * Routes no link should lead to, each with its reason. Everything else in routes.ts is a public
 * page (or a file a public page links) and must be reached.
 */
const NOT_LINKED: Record<string, string> = {
  login: 'the editors’ sign-in: no link offers it to visitors (SPEC.md 2.4)',
  'not-found': 'the 404 page: reached by a redirect from an address no page answers',
  unsubscribed: 'the newsletter’s goodbye: reached by the redirect after unsubscribing',
  'hidden-roster-list': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-roster-bio': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-splash': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-story': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-form': 'hidden pages: signed-in editors’ previews, never linked',
  'hidden-sport-file': 'hidden pages: signed-in editors’ previews, never linked',
  'routes/sport-files/hidden-sport-file-download': 'a hidden sport file’s bytes',
  'protected-form': 'protected pages: shared by their address and code, never linked',
  'protected-sport-file': 'protected pages: shared by their address and code, never linked',
  'routes/sport-files/protected-sport-file-download': 'a protected sport file’s bytes',
  'routes/forms/form-stylesheet': 'a stylesheet a form page names in <link>, not a page',
  'routes/resources/alerts-dismiss': 'the alert’s dismiss button posts here; no page',
  'routes/resources/splat': 'the catch-all: old addresses redirect, the rest go to /404',
  splash: 'shown over the home and sport home pages (SPEC.md 5); its address is for campaigns',
}

describe.runIf(hasBuiltSite('link-crawl.test.ts'))(
  'every public page is reachable by links from /',
  () => {
    const { site } = openBuiltSite(3172)

    test('the lists name routes that exist', () => {
      const ids = allRouteIds()
      for (const id of Object.keys(NOT_LINKED)) expect(ids).toContain(id)
    })

    test('following links only, every public route pattern is reached and no link is a 404', async () => {
      const { reached, broken } = await crawlSite(site, PAGES_PER_ROUTE)
      const publicIds = allRouteIds().filter((id) => !(id in NOT_LINKED))
      expect(
        publicIds.filter((id) => !reached.has(id)),
        'public routes no link reaches',
      ).toEqual([])
      expect(broken, 'links that answer 404').toEqual([])
    }, 300_000)
  },
)
