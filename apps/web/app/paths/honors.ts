import { href } from 'react-router'

import { toSlug } from '@fieldhouse/domain/slug'

import { withQuery } from './with-query'

// Addresses of the honors screens (SPEC.md 2.1): awards, all-Americans and the hall of fame.
// The client answers ids, names and the hall's slug; the addresses are built here (issue 18).

/** /awards, filtered by an award type id and a sport's global slug, paged (1-based). */
export function awardsPath(
  filters: { type?: number | null; sport?: string | null; page?: number | null } = {},
): string {
  return withQuery(href('/awards'), {
    type: filters.type ?? null,
    sport: filters.sport ?? null,
    page: filters.page && filters.page > 1 ? filters.page : null,
  })
}

export function awardPath(id: number): string {
  return href('/awards/:id', { id: String(id) })
}

/** /all-americans, grouped another way than the default when `grouping` is given. */
export function allAmericansPath(grouping: string | null = null): string {
  return withQuery(href('/all-americans'), { grouping })
}

export function allAmericanPath(id: number): string {
  return href('/all-americans/:id', { id: String(id) })
}

/** The hall of fame: /honors/{slug}/{grouping}, /honors/{slug} or, with neither, /honors. */
export function hallOfFamePath(slug: string | null = null, grouping: string | null = null): string {
  return href('/honors/:slug?/:grouping?', {
    slug: slug ?? undefined,
    grouping: slug ? (grouping ?? undefined) : undefined,
  })
}

/** An inductee's bio: /honors/{slug}/{first-last or team name}/{id}. */
export function inducteePath(slug: string, inductee: { id: number; name: string }): string {
  return href('/honors/:slug/:inducteeSlug/:inducteeId', {
    slug,
    inducteeSlug: toSlug(inductee.name) || 'inductee',
    inducteeId: String(inductee.id),
  })
}
