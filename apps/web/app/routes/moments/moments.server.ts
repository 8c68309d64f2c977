import { createElement } from 'react'

import { parsePageNumber } from '@fieldhouse/domain/list-query'
import type { Moment } from '@fieldhouse/provider-client/moments'

import { getVideoHomes, type VideoHome } from '~/components/video/series-videos.server'
import { toStoryVideoLink } from '~/components/video/story-video'
import { toAskedAddress } from '~/paths/asked-address'
import { momentsPath } from '~/paths/moments'
import { withQuery } from '~/paths/with-query'
import { serverSection, withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { getSiteUrl } from '~/utils/env.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import type { SportOfPage } from '~/utils/sport.server'

import { MomentsGrid, type MomentView } from './moments-grid.server'
import { toMomentsStructuredData, toMomentsTitle } from './moments-meta'

/** Moments a page: a grid of three columns, four rows. */
export const MOMENTS_PAGE_SIZE = 12

/**
 * One page of moments, every sport's or one sport's (already required by the page). A malformed
 * page or one past the last is a 404; `page=1` moves to the list's one address.
 */
export async function loadMomentsPage(
  sport: SportOfPage | null,
  askedPath: string,
  query: { page: string | null },
  request: Request,
) {
  const { signal } = request
  const page = parsePageNumber(query.page || null)
  if (page === null) throw notFound()
  const path = momentsPath(sport?.globalSportNameSlug ?? null)
  requireCanonical(
    toAskedAddress(askedPath, query),
    withQuery(path, { page: page > 1 ? page : null }),
  )
  const [loaded, homes] = await Promise.all([
    provider.loadMoments(
      { sportId: sport?.id, pageIndex: page - 1, pageSize: MOMENTS_PAGE_SIZE },
      { signal },
    ),
    getVideoHomes(signal),
  ])
  const moments = requireLoaded(loaded)
  if (page > 1 && page > moments.pages) throw notFound()
  const views = moments.items.map((moment) => toMomentView(moment, homes))
  const title = toMomentsTitle(sport?.title ?? null, page)
  const canonical = withQuery(path, { page: page > 1 ? page : null })
  const data = {
    path: canonical,
    title,
    image: views[0]?.image?.url ?? null,
    grid: serverSection(
      request,
      createElement(MomentsGrid, {
        path,
        page,
        pages: moments.pages,
        moments: views,
        showSport: !sport,
      }),
    ),
  }
  return withServerOnly(
    data,
    'structuredData',
    toMomentsStructuredData(
      { name: title, path: canonical },
      views,
      (page - 1) * MOMENTS_PAGE_SIZE + 1,
      getSiteUrl(),
    ),
  )
}

function toMomentView(moment: Moment, homes: ReadonlyMap<string, VideoHome>): MomentView {
  const video = moment.video
    ? toStoryVideoLink(
        {
          archiveId: moment.video.archiveId,
          youtube: null,
          title: moment.video.title,
          thumbnail: null,
        },
        homes,
      )
    : null
  return {
    id: moment.id,
    title: moment.title,
    day: moment.day,
    text: moment.text,
    // The title beside it names the moment: a picture without alt text is decoration.
    image: moment.image ? { url: moment.image.url, alt: moment.image.alt ?? '' } : null,
    video: video ? { url: video.url, title: video.title } : null,
    sport: moment.sport.title,
  }
}
