import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'
import type { Publication } from '@fieldhouse/provider-client/publications'

import { publicationPath, publicationsPath } from '~/paths/publications'

// What the publications screens show of a publication, projected on the server: the page's own
// address, the file's, and the day as text.

export type PublicationCard = {
  id: string
  slug: string
  title: string
  description: string | null
  day: LocalDay
  dateText: string
  cover: string | null
  path: string
  /** The PDF: /media/... on this site, or its address elsewhere. */
  file: string
  sports: { title: string; slug: string | null }[]
}

export function toPublicationCard(publication: Publication): PublicationCard {
  return {
    id: publication.id,
    slug: publication.slug,
    title: publication.title,
    description: publication.description,
    day: publication.day,
    dateText: formatLocalDay(publication.day, 'date'),
    cover: publication.cover,
    path: publicationPath(publication.slug),
    file: publication.file,
    sports: publication.sports.map((sport) => ({ title: sport.title, slug: sport.slug })),
  }
}

export type SportFilter = { title: string; slug: string | null; path: string; count: number }

/**
 * The sport filters of the list: every publication, then each sport that has one, by title,
 * with how many it has. A publication of several sports counts for each.
 */
export function toSportFilters(publications: readonly Publication[]): SportFilter[] {
  const bySlug = new Map<string, SportFilter>()
  for (const publication of publications) {
    for (const sport of publication.sports) {
      if (!sport.slug) continue
      const known = bySlug.get(sport.slug)
      if (known) known.count += 1
      else
        bySlug.set(sport.slug, {
          title: sport.title,
          slug: sport.slug,
          path: publicationsPath(sport.slug),
          count: 1,
        })
    }
  }
  const sports = [...bySlug.values()].sort((a, b) => a.title.localeCompare(b.title))
  return [
    { title: 'All', slug: null, path: publicationsPath(null), count: publications.length },
    ...sports,
  ]
}
