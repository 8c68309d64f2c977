import { redirectDocument } from 'react-router'

import type { EXTERNAL_PATH_SEGMENTS } from '@fieldhouse/domain/external-paths'

import { checkExternalPath } from './external-urls.server'
import { plainPageResponse, text } from './plain-page.server'

// SPEC.md 2.1: /watch, /galleries, /gameday/ ... are served outside this application. Links to
// them are full navigations (components/smart-link.tsx); a request for one that reaches this
// server goes to EXTERNAL_ORIGIN (the external-urls check), or, with none configured (the demo),
// gets a short page saying where it lives instead of the 404 page (docs/decisions/025). A 200:
// the demo's menu links here and no link of the site may lead to a 404; the page's noindex keeps
// search engines from listing it. No route of its own: the catch-all answers these paths
// (routes/resources/splat.ts), since every route costs each page's render (React Router matches
// the page's parent paths against the whole route table to list the routes the browser gets).
// One label per segment of the domain's list: a segment added there without one here is a type
// error (the labels stay on the server; the list is in every page's JavaScript).
const SECTIONS: Readonly<Record<(typeof EXTERNAL_PATH_SEGMENTS)[number], string>> = {
  watch: 'Watch',
  galleries: 'Photo galleries',
  'tournament-experience': 'Tournament experience',
  gameday: 'Game day',
  signingday: 'Signing day',
  feature: 'Features',
  services: 'Services',
  showcase: 'Showcase',
  sidearmstats: 'Live stats',
}

export function answerExternalPath(url: URL): Response {
  const moved = checkExternalPath({ url })
  if (moved.kind === 'redirect') return redirectDocument(moved.location, moved.status)
  const segment = url.pathname.split('/')[1]?.toLowerCase() ?? ''
  const section = (SECTIONS as Readonly<Record<string, string>>)[segment] ?? 'This page'
  return plainPageResponse({
    title: `${section}: served elsewhere`,
    status: 200,
    body: `<main>
<h1>${text(section)}</h1>
<p>${text(section)} is served by the athletics department's media services, not by this site, and is not available here right now.</p>
<p><a href="/">Go to the home page</a></p>
</main>`,
  })
}
