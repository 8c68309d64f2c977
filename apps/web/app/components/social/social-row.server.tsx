import type { ServerMarkup } from '~/render'
import { serverSection, type StaticMarkup, toStaticMarkup } from '~/render/index.server'

import { SocialRow } from './social-row'
import type { SocialLinkView } from './social-links'

type Row = { links: readonly SocialLinkView[]; label: string; variant?: 'buttons' | 'marks' }

/** A page's social row as server markup (shown with <StaticHtml>), null when it has no link. */
export function socialRowSection(request: Request, row: Row): ServerMarkup | null {
  return row.links.length > 0 ? serverSection(request, <SocialRow {...row} />) : null
}

/** The row made once and kept, for markup sent to many pages (the footer's). */
export function socialRowMarkup(row: Row): StaticMarkup | null {
  return row.links.length > 0 ? toStaticMarkup(<SocialRow {...row} />) : null
}
