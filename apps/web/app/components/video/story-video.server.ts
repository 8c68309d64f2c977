import type { StoryVideo } from '@fieldhouse/provider-client/story'

import { provider } from '~/utils/provider.server'

import type { VideoHome } from './series-videos.server'
import { toStoryVideoLink } from './story-video'
import { toVideoCard } from './video-card-view'
import type { VideoCardView } from './video-card'

// The all-access items a story's videos name (issue 35), as cards by archive id: each archive id
// is asked for once (GET /Videos/all-access/{id}, cached by the client). An id the library does
// not know (a series episode's, which lie apart) or an answer that fails only leaves that video
// as it was: a series link, or nothing (the story stands without it, SPEC.md 8).

export async function getLibraryCards(
  videos: readonly (StoryVideo | null)[],
  homes: ReadonlyMap<string, VideoHome>,
  signal: AbortSignal,
): Promise<ReadonlyMap<string, VideoCardView>> {
  // A video that plays on YouTube or on its series page (toStoryVideoLink) is not asked for.
  const asked = videos.filter((video) => video && !toStoryVideoLink(video, homes))
  const ids = new Set(
    asked.flatMap((video) => (video?.archiveId == null ? [] : [String(video.archiveId)])),
  )
  const found = await Promise.all(
    [...ids].map(async (id) => {
      const loaded = await provider.loadAllAccessVideo(id, { signal })
      return loaded.status === 'ok' ? ([[id, toVideoCard(loaded.value)]] as const) : []
    }),
  )
  return new Map(found.flat())
}
