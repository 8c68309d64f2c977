import { href } from 'react-router'

import { withQuery } from './with-query'

// Addresses of the publications screens (SPEC.md 2.1 "Publications list / page").

export function publicationPath(slug: string): string {
  return href('/publications/:publicationSlug', { publicationSlug: encodeURIComponent(slug) })
}

/** The list, every sport's (null) or one sport's by its global slug. */
export function publicationsPath(sportSlug: string | null): string {
  return withQuery(href('/publications'), { sport: sportSlug })
}
