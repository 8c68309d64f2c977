import { formPath } from '~/paths/forms'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName, type RootMatches } from '~/seo/root-matches'

import type { BrokenForm, FormPageData } from './form-page.server'

/** A form's title, description and canonical; previews and protected forms stay out of search. */
export function formMeta(
  page: FormPageData | BrokenForm | undefined,
  matches: RootMatches,
  options: { path?: string; title?: string } = {},
) {
  if (!page) return []
  const siteName = getSiteName(matches)
  const title = options.title ?? page.title
  const path = options.path ?? (page.kind === 'form' ? formPath(page.lane, page.id) : '/')
  const meta = pageMeta({
    matches,
    title,
    description:
      page.kind === 'form' && page.state.kind !== 'open'
        ? `${page.title}, a form of ${siteName}: ${page.state.message}`
        : `${page.title}: fill in and send this form of ${siteName} online.`,
    path,
  })
  const indexable = page.kind === 'form' && page.lane === 'public'
  return indexable ? meta : [...meta, { name: 'robots', content: 'noindex' }]
}
