import { isSameSeason } from '@fieldhouse/domain/season-window'
import type { CumeStats } from '@fieldhouse/provider-client/cume-stats'
import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { RelatedSeason } from '@fieldhouse/provider-client/seasons'

import { statsPath, toStatsYear } from '~/paths/stats'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

import { toStatsTables, type StatsQuery } from './stats-tables'

// How many seasons the default address looks back through for one with statistics.
const MAX_LOOKBACK = 3

/**
 * The cumulative statistics page: the sport, its seasons (the list decides which seasons exist:
 * another is a 404, another spelling of one a 301) and one season's statistics as tables.
 *
 * The bare address shows the current season when it has statistics, else the latest season that
 * has (a spring sport in the fall: last spring's numbers, not an empty page), looking back at
 * most MAX_LOOKBACK seasons; when none has, the current season with its "no statistics yet".
 * A season the address names is shown even without statistics (200 with the message).
 */
export async function loadStatsPage(
  params: { slug?: string; season?: string },
  query: StatsQuery,
  signal: AbortSignal,
) {
  const sport = await requireSport(params, signal)
  const asked = requireSeason(params.season)
  const seasons = requireLoaded(await provider.loadRelatedSeasons(sport.id, { signal }))
  const slug = sport.globalSportNameSlug
  const load = (season: RelatedSeason) =>
    provider.loadCumulativeStats(slug, toStatsYear(season.title), { signal })

  let season: RelatedSeason | undefined
  let stats: CumeStats | null = null
  if (asked !== null) {
    season = seasons.find((entry) => isSameSeason(entry.title, asked))
    if (!season) throw notFound()
    requireCanonical(statsPath(slug, asked), statsPath(slug, season.title))
    stats = requireLoaded(await load(season))
  } else {
    const current = seasons.find((entry) => entry.isCurrent) ?? seasons[0]
    if (!current) throw notFound()
    const older = seasons.filter((entry) => entry !== current && entry.title < current.title)
    season = current
    for (const candidate of [current, ...older].slice(0, MAX_LOOKBACK + 1)) {
      const loaded: Loaded<CumeStats | null> = await load(candidate)
      // The current season decides 404/503; an older one that fails is just not shown.
      const value = candidate === current ? requireLoaded(loaded) : okOrNull(loaded)
      if (value) {
        season = candidate
        stats = value
        break
      }
    }
  }

  return {
    sport: sport.summary,
    season: season.title,
    /** The season in the address, or null on the bare address (its own canonical). */
    seasonParam: asked === null ? null : season.title,
    seasons: seasons.map((entry) => ({ label: entry.title, href: statsPath(slug, entry.title) })),
    summary: stats ? { games: stats.games, record: stats.record, scoring: stats.scoring } : null,
    tables: stats ? toStatsTables(stats, query) : [],
  }
}

function okOrNull<T>(loaded: Loaded<T | null>): T | null {
  return loaded.status === 'ok' ? loaded.value : null
}

export type StatsPageData = Awaited<ReturnType<typeof loadStatsPage>>
