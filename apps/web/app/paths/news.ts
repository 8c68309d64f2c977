import { href } from 'react-router'

import { dayOfMonth, monthOfLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'

// A story's one address (SPEC.md 2.1 "News story"): its day, then its slug. Month and day are
// written without leading zeros, as the real sites and the provider's story urls write them
// (/news/2026/9/5/slug, apps/provider story-resources.ts toStoryPath). Here, not in
// routes/news: search results, archives, tags and related stories link stories too. The archive's
// address is here as well: the home page and the sport home link it.
export function storyPath(day: LocalDay, slug: string): string {
  return href('/news/:year/:month/:day/:slug', {
    year: String(monthOfLocalDay(day).year),
    month: String(monthOfLocalDay(day).month),
    day: String(dayOfMonth(day)),
    slug: encodeURIComponent(slug),
  })
}

/** The story archive: every sport's (null), or one sport's by its global slug. */
export function archivesPath(sportSlug: string | null): string {
  return sportSlug === null
    ? href('/archives')
    : href('/sports/:slug/archives', { slug: sportSlug })
}

/**
 * A story's photo gallery: the site has no gallery page; galleries are served outside the
 * application under /galleries on the school's own origin (SPEC.md 2.1), so the link leaves it.
 */
export function galleryPath(galleryId: number): string {
  return `/galleries/${galleryId}`
}
