import { provider } from '~/utils/provider.server'
import { signInFirst, type Staff } from '~/utils/session.server'

import type { StorySource } from './story.server'

/**
 * An editor's stories (SPEC.md 2.1 hidden news story): drafts and published ones alike, read
 * with the editor's token; a token the provider no longer takes signs the editor in again.
 */
export function hiddenStories(staff: Staff, request: Request): StorySource {
  return {
    async load(day, slug, signal) {
      const story = await provider.loadHiddenStory({ day, slug }, staff.token, { signal })
      if (story.status === 'signed-out') throw signInFirst(request)
      return story
    },
    prefix: '/hidden',
    // The preview shows a link-out story's own page, for the editor to check it.
    followsRedirect: false,
  }
}
