import type { LocalDay } from '@fieldhouse/domain/local-day'
import { truncate } from '@fieldhouse/domain/truncate'
import type { StorySummary } from '@fieldhouse/provider-client/story'

import { storyPath } from '~/paths/news'

/**
 * What a story card shows, projected on the server so a list of stories stays small in the
 * hydration data: the address built, the teaser cut (SPEC.md 9: 50 characters and '...').
 */
export type StoryCardView = {
  id: number
  headline: string
  path: string
  day: LocalDay
  /** The sport's name as the list gives it; null for department-wide news. */
  sport: string | null
  teaser: string | null
  image: { url: string; alt: string } | null
}

export function toStoryCardView(story: StorySummary): StoryCardView {
  const teaser = story.teaser?.trim()
  return {
    id: story.id,
    headline: story.headline,
    path: storyPath(story.day, story.slug),
    day: story.day,
    sport: story.sport?.title || null,
    teaser: teaser ? truncate(teaser) : null,
    // The headline beside it names the story, so a picture with no alt text is decoration.
    image: story.image ? { url: story.image.url, alt: story.image.alt ?? '' } : null,
  }
}
