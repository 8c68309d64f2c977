import { pageMeta } from '~/seo/page-meta'
import { getSiteName, type RootMatches } from '~/seo/root-matches'

type SeasonGamesPage = {
  sport: { title: string }
  season: { title: string }
  /** The page's own address, as its loader built it. */
  path: string
}

/**
 * The meta of a page of one season's games (the results, the print and text schedules): titled
 * "{season} {sport} {what}", described with the games' name ("2025 Baseball") and the site's,
 * at the address of the season on show.
 */
export function seasonGamesMeta(
  matches: RootMatches,
  { sport, season, path }: SeasonGamesPage,
  what: string,
  describe: (games: string, siteName: string) => string,
) {
  const games = `${season.title} ${sport.title}`
  return pageMeta({
    matches,
    title: `${games} ${what}`,
    description: describe(games, getSiteName(matches)),
    path,
  })
}
