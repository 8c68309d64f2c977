import { href } from 'react-router'

import type { LocalDay } from '@fieldhouse/domain/local-day'

// A story's one address (SPEC.md 2.1 "News story"): its day, then its slug. Month and day are
// written without leading zeros, as the real sites and the provider's story urls write them
// (/news/2026/9/5/slug, apps/provider story-resources.ts toStoryPath). Here, not in
// routes/news: search results, archives, tags and related stories link stories too.
export function storyPath(day: LocalDay, slug: string): string {
  return href('/news/:year/:month/:day/:slug', {
    year: String(Number(day.slice(0, 4))),
    month: String(Number(day.slice(5, 7))),
    day: String(Number(day.slice(8, 10))),
    slug: encodeURIComponent(slug),
  })
}
