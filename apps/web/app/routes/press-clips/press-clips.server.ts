import { createElement } from 'react'

import { parsePageNumber, parseSeasonYear, toSeasonTitle } from '@fieldhouse/domain/list-query'
import { findSportBySlug, getRealSports } from '@fieldhouse/domain/sports'
import type { PressClip, PressClipType } from '@fieldhouse/provider-client/press-clips'

import type { FilterOption } from '~/components/ui/filter-select'
import { toAskedAddress } from '~/paths/asked-address'
import { pressClipsPath } from '~/paths/press-clips'
import { withQuery } from '~/paths/with-query'
import { serverSection, withServerOnly } from '~/render/index.server'
import { requireCanonical } from '~/utils/canonical.server'
import { getSiteUrl } from '~/utils/env.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import { PressClipList, type PressClipView } from './press-clip-list.server'
import {
  pressClipWords,
  toPressClipsCanonical,
  toPressClipsHeading,
  toPressClipsStructuredData,
} from './press-clips-meta'

/** Clips a page: SPEC.md 9's paging default. */
export const PRESS_CLIP_PAGE_SIZE = 10

export type PressClipQuery = { sport: string | null; season: string | null; page: string | null }

/**
 * One page of clippings or coverage, filtered by sport (its slug) and academic season. Bad input
 * is a 404 before the list is asked for (an unknown sport, a malformed season or page); a season
 * the provider lists no clips for, or a page past the last, a 404 after; another spelling of the
 * same list (`page=1`, empty fields, `2026` for `2026-27`, a sport's short name) moves to its one
 * address.
 */
export async function loadPressClipsPage(
  type: PressClipType,
  query: PressClipQuery,
  request: Request,
) {
  const { signal } = request
  const path = pressClipsPath(type)
  const season = query.season?.trim() || null
  const seasonYear = season === null ? null : parseSeasonYear(season)
  const page = parsePageNumber(query.page || null)
  if ((season !== null && seasonYear === null) || page === null) throw notFound()
  const sports = getRealSports(requireLoaded(await provider.loadSports({ signal })))
  const sportParam = query.sport?.trim() || null
  const sport = sportParam === null ? null : findSportBySlug(sports, sportParam)
  if (sportParam !== null && !sport) throw notFound()
  const canonical = {
    season: seasonYear === null ? null : toSeasonTitle(seasonYear),
    sport: sport?.globalSportNameSlug ?? null,
    page: page > 1 ? page : null,
  }
  requireCanonical(toAskedAddress(path, query), withQuery(path, canonical))

  const [loaded, seasons] = await Promise.all([
    provider.loadPressClips(
      {
        type,
        sportId: sport?.id,
        seasonYear: seasonYear ?? undefined,
        pageIndex: page - 1,
        pageSize: PRESS_CLIP_PAGE_SIZE,
      },
      { signal },
    ),
    provider.getPressClipSeasons({ signal }),
  ])
  if (seasonYear !== null && seasons.length > 0 && !seasons.some((s) => s.year === seasonYear)) {
    throw notFound()
  }
  const clips = requireLoaded(loaded)
  if (page > 1 && page > clips.pages) throw notFound()
  const filters = { ...canonical, page }
  const views = clips.items.map(toPressClipView)
  const heading = toPressClipsHeading(type, sport?.title ?? null, filters.season)
  const title = page > 1 ? `${heading}, page ${page}` : heading
  const data = {
    path,
    heading,
    title,
    filters,
    seasons: seasons.map((entry): FilterOption => ({ value: entry.title, label: entry.title })),
    sports: sports.map(
      (entry): FilterOption => ({ value: entry.globalSportNameSlug, label: entry.title }),
    ),
    list: serverSection(
      request,
      createElement(PressClipList, {
        noun: pressClipWords(type).noun,
        path,
        filters,
        total: clips.total,
        pages: clips.pages,
        clips: views,
      }),
    ),
  }
  const canonicalPath = toPressClipsCanonical(path, filters)
  return withServerOnly(
    data,
    'structuredData',
    toPressClipsStructuredData(
      { name: title, path: canonicalPath },
      views,
      (page - 1) * PRESS_CLIP_PAGE_SIZE + 1,
      getSiteUrl(),
    ),
  )
}

function toPressClipView(clip: PressClip): PressClipView {
  return {
    id: clip.id,
    headline: clip.title,
    link: clip.link,
    opensInNewWindow: clip.opensInNewWindow,
    outlet: clip.source.title,
    author: clip.author,
    summary: clip.summary,
    day: clip.day,
    sports: clip.sports.map((sport) => sport.title),
  }
}
