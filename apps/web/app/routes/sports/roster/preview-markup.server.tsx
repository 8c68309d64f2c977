import { renderToStaticMarkup } from 'react-dom/server'

import { PlayerBioView } from './player-bio-view'
import type { PlayerBioPageData } from './player-bio.server'
import { RosterTable } from './roster-table'

// The previews' bodies are made on the server and shown with <StaticHtml> (decision 017): the
// public pages' components render them, yet no preview imports those components in the browser.
// Imported there, a roster table or a bio shared by a public and a private screen would become
// shared code, and the bundler would move it into the chunk the sport home and every roster
// page load (1.4 KB more for each, measured). A preview is read, not played with: links and
// sorting are plain links.

type RosterTableProps = Parameters<typeof RosterTable>[0]

export function renderRosterTable(props: RosterTableProps): string {
  return renderToStaticMarkup(<RosterTable {...props} />)
}

export function renderBio(data: PlayerBioPageData, rosterPath: string): string {
  return renderToStaticMarkup(<PlayerBioView loaderData={data} rosterPath={rosterPath} />)
}
