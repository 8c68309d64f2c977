import { redirect } from 'react-router'

import { getSportFilesSection } from '~/components/documents/file-list.server'
import { getGameWindow } from '~/components/games/game-window'
import { SportGames } from '~/components/games/sport-games'
import { toSportGames } from '~/components/games/sport-games.server'
import { getSportNews } from '~/components/news/latest-news.server'
import { TeamHighlights, toTeamHighlights } from '~/components/people/team-highlights'
import { PromotionBlock } from '~/components/promotions/promotion-block'
import { getStoreStrip } from '~/components/shop/store-strip.server'
import { SmartLink } from '~/components/smart-link'
import { socialRowSection } from '~/components/social/social-row.server'
import { getSplashPreloads, preloadImages } from '~/components/splash-preload'
import { StaticHtml } from '~/components/static-html'
import { CONTENT_WIDTH_SIZES } from '~/components/ui/image-sizes'
import { getPlaylistsSection } from '~/components/video/playlists.server'
import { rosterPath } from '~/paths/roster'
import { resultsPath, schedulePath } from '~/paths/schedule'
import { sportPath } from '~/paths/sports'
import { statsPath } from '~/paths/stats'
import { unpack } from '~/render'
import { joinStaticMarkup, serverSection } from '~/render/index.server'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { getInterstitials } from '~/shell/interstitials.server'
import { flattenNavLinks } from '~/shell/nav-children'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'
import { packPromotion } from '~/utils/promotions.server'
import { provider } from '~/utils/provider.server'
import { getQuery, type RouteHandle } from '~/utils/query'
import { toSportSummary } from '~/utils/sport-summary'
import { requireSport } from '~/utils/sport.server'

import type { Route } from './+types/sport-home'
import { getLeadersSection } from './leaders.server'
import { toSocialLinks } from './social-links'
import { getSportResources, SportResources } from './sport-resources.server'
import { CAPTIONED_ONLY, getVideoStripSection } from './video-strip.server'

// The sport's newest stories on its home.
const SPORT_STORIES = 4

// The video strip's "Captioned only" filter (video-strip.server.tsx); the canonical address
// stays the sport home's.
export const handle = { query: ['captions'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const signal = request.signal
  const sport = await requireSport(params, signal)
  const { captions } = getQuery(request, handle.query)
  // One value is a page; any other is the plain sport home (no page rendered per made-up value).
  if (captions !== null && captions !== CAPTIONED_ONLY) {
    throw redirect(sportPath(sport.globalSportNameSlug), 301)
  }
  const [hero, interstitials, roster, settings, games, news, files, accounts, resources, ...more] =
    await Promise.all([
      provider.getPromotion('sport_hero', { sportId: sport.id }, { signal }),
      getInterstitials(sport.id, signal),
      provider.loadSportRoster(sport.globalSportNameSlug, null, { signal }),
      provider.getSiteSettings({ signal }),
      provider.loadGames({ sportId: sport.id, ...getGameWindow(new Date(), 150, 240) }, { signal }),
      getSportNews(sport, SPORT_STORIES, signal),
      getSportFilesSection(sport, signal),
      // The sport's other channels; without the list the sport's own fields still make the row.
      provider.loadSocialAccounts({ signal }),
      getSportResources(sport, signal),
      // Its leaders, videos, video playlists and store strip (issue 33 §2.8, issue 35): each
      // left out when absent.
      getLeadersSection(sport, signal),
      getVideoStripSection(sport, captions === CAPTIONED_ONLY, signal),
      getPlaylistsSection(sport, signal),
      getStoreStrip(sport, signal),
    ])
  const slug = sport.globalSportNameSlug
  return {
    sport: { ...sport.summary, tickets: sport.tickets },
    // The Follow row as markup: the channels' marks stay out of the page's JavaScript.
    social: socialRowSection(request, {
      links: toSocialLinks(sport, accounts.status === 'ok' ? accounts.value : []),
      label: `${sport.title} on social media`,
    }),
    // Built here, not in the view: the builders stay out of the page's JavaScript.
    paths: {
      home: sportPath(slug),
      roster: rosterPath(slug),
      schedule: schedulePath(slug),
      results: resultsPath(slug),
      stats: statsPath(slug),
    },
    hero: packPromotion(hero),
    // The page stands without its roster: a sport with none, or a roster that fails to load,
    // only leaves these sections out (SPEC.md 8).
    team: roster.status === 'ok' ? toTeamHighlights(roster.value) : null,
    defaultImage: settings?.siteConfig.defaultPersonImage ?? null,
    // Like the roster, the games only add to the page: left out when they cannot be read.
    games: games.status === 'ok' ? await toSportGames(games.value, request) : null,
    // The sport's news, static markup like the games' cards (null: no stories, or unreadable).
    news: serverSection(request, news),
    // Its game notes and team files, the same way (null: none, or unreadable).
    files: serverSection(request, files),
    // Leaders, videos and store as one markup: one element of the page, not four (its JS).
    more: serverSection(request, joinStaticMarkup(more)),
    // Its publications, moments and forms, each only when the provider has some.
    resources: serverSection(
      request,
      resources.length > 0 ? <SportResources title={sport.title} links={resources} /> : null,
    ),
    interstitials,
    splashPreloads: getSplashPreloads(interstitials.splash, {
      now: new Date(),
      pathname: new URL(request.url).pathname,
    }),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, paths } = loaderData
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: sport.title,
    description: `${sport.title} at ${siteName}: schedule, roster, news and tickets.`,
    path: paths.home,
  })
}

export default function SportHome({ loaderData }: Route.ComponentProps) {
  const { sport, hero, team, defaultImage, games, paths } = loaderData
  const links = flattenNavLinks(useShell().sportNavigation)
  preloadImages(loaderData.splashPreloads)
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight md:text-6xl">
            {sport.title}
          </h1>
          <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
            {sport.tickets ? (
              <SmartLink url={sport.tickets} className="button-primary bg-accent text-on-accent">
                Buy {sport.title} tickets
              </SmartLink>
            ) : null}
            <SmartLink url={paths.stats} className="font-bold underline underline-offset-4">
              Season statistics
            </SmartLink>
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
        <PromotionBlock
          promotion={unpack(hero)}
          label={`${sport.title} feature`}
          // The box has the shape of the hero artwork (3:1): nothing below it moves on load.
          width={1280}
          height={427}
          sizes={CONTENT_WIDTH_SIZES}
          // When a splash is due it covers the page and its picture is the largest paint: the
          // hero behind it waits instead of sharing the first bytes (LCP 2.3-3.4 s, issue 33).
          priority={loaderData.splashPreloads.length === 0}
        />
        {games && (games.upcoming || games.results) ? (
          <SportGames sport={sport} games={games} paths={paths} />
        ) : null}
        {team ? (
          <TeamHighlights
            team={team}
            sport={sport}
            defaultImage={defaultImage}
            rosterPath={paths.roster}
          />
        ) : null}
        {loaderData.more ? <StaticHtml markup={loaderData.more} className="space-y-10" /> : null}
        {loaderData.news ? <StaticHtml markup={loaderData.news} /> : null}
        {loaderData.files ? <StaticHtml markup={loaderData.files} /> : null}
        {loaderData.resources ? <StaticHtml markup={loaderData.resources} /> : null}
        {links.length > 0 ? (
          <section aria-labelledby="sport-links-heading">
            <h2
              id="sport-links-heading"
              className="mb-4 font-display text-2xl font-black uppercase"
            >
              {sport.title} pages
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {links.map((link) => (
                <li key={link.id}>
                  <SmartLink
                    url={link.url}
                    openInNewWindow={link.openInNewWindow}
                    className="flex min-h-14 items-center rounded-sm border-2 border-line px-4 font-bold uppercase hover:border-brand-strong"
                  >
                    {link.title}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {loaderData.social ? (
          <section aria-labelledby="sport-social-heading">
            <h2
              id="sport-social-heading"
              className="mb-4 font-display text-2xl font-black uppercase"
            >
              Follow {sport.title}
            </h2>
            <StaticHtml markup={loaderData.social} />
          </section>
        ) : null}
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
