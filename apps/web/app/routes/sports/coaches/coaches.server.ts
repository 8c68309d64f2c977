import { toStaffRow } from '~/components/people/roster-rows'
import { coachesPath } from '~/paths/coaches'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { requireSeason } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireSport } from '~/utils/sport.server'

/**
 * The coaching and support staff of one season (the current one when the address names none),
 * read from that season's roster, so the two pages always agree; the seasons of the selector are
 * the roster's. An unknown sport or season is a 404, a failure a 503, another spelling of a
 * season a 301 to its address (as on the roster). The coaching records are asked for only to
 * tell whether to link them (a sport without win-loss records has none).
 */
export async function loadCoachesPage(
  params: { slug?: string; season?: string },
  signal: AbortSignal,
) {
  const sport = await requireSport(params, signal)
  const season = requireSeason(params.season)
  const slug = sport.globalSportNameSlug
  const [loaded, seasons, settings, history] = await Promise.all([
    provider.loadSportRoster(slug, season, { signal }),
    provider.getRosterSeasons(sport.id, { signal }),
    provider.getSiteSettings({ signal }),
    provider.loadCoachingHistory(sport.id, { signal }),
  ])
  const roster = requireLoaded(loaded)
  if (season !== null) {
    requireCanonical(coachesPath(slug, season), coachesPath(slug, roster.season.title))
  }
  return {
    sport: sport.summary,
    /** The season in the address, or null for the current staff (its canonical address). */
    season,
    seasonTitle: roster.season.title,
    coaches: roster.coaches.map(toStaffRow),
    support: roster.support.map(toStaffRow),
    seasons: seasons.map((item) => ({
      label: item.seasonTitle,
      href: coachesPath(slug, item.seasonTitle),
    })),
    hasRecords: history.status === 'ok' && history.value.overall.length > 0,
    defaultImage: settings?.siteConfig.defaultPersonImage ?? null,
  }
}
