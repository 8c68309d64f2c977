import { pageMeta } from '~/seo/page-meta'
import { getSiteName, type RootMatches } from '~/seo/root-matches'

type SeasonGamesPage = {
  sport: { title: string; globalSportNameSlug: string }
  season: { title: string }
  /** The season as the address names it; null for the current one. */
  seasonParam: string | null
}

/**
 * The meta of a page of one season's games (the results, the print and text schedules): titled
 * "{season} {sport} {what}", described with the games' name ("2025 Baseball") and the site's,
 * at the address of the season on show.
 */
export function seasonGamesMeta(
  matches: RootMatches,
  { sport, season, seasonParam }: SeasonGamesPage,
  what: string,
  describe: (games: string, siteName: string) => string,
  toPath: (slug: string, season: string | null) => string,
) {
  const games = `${season.title} ${sport.title}`
  return pageMeta({
    matches,
    title: `${games} ${what}`,
    description: describe(games, getSiteName(matches)),
    path: toPath(sport.globalSportNameSlug, seasonParam),
  })
}
