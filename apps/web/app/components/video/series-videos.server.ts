import type { Series } from '@fieldhouse/provider-client/series'

import { seriesPath } from '~/paths/series'
import { perAnswer } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

// Where a video of the provider's library lives on this site: the series page that lists it as
// an episode. Stories and moments name such videos by id (`archiveId`); linking the series page
// keeps them on pages that exist, rather than on the video service's own address, which this
// application does not serve (SPEC.md 2.1 external paths).

export type VideoHome = { path: string; seriesTitle: string }

const toHomes = perAnswer((all: Series[]) => {
  const homes = new Map<string, VideoHome>()
  for (const series of all) {
    for (const episode of series.episodes) {
      homes.set(episode.video.id, { path: seriesPath(series), seriesTitle: series.title })
    }
  }
  return homes
})

/** Each library video's series page, by the video's id; empty when the series cannot be read. */
export async function getVideoHomes(signal: AbortSignal): Promise<ReadonlyMap<string, VideoHome>> {
  const loaded = await provider.loadAllSeries({ signal })
  return loaded.status === 'ok' ? toHomes(loaded.value) : new Map()
}
