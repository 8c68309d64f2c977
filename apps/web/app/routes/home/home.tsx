import { toStripsMarkup } from '~/components/games/game-strips.server'
import { getHomeNews } from '~/components/news/latest-news.server'
import { PromotionBlock } from '~/components/promotions/promotion-block'
import { Rotator } from '~/components/promotions/rotator'
import { getStoreStrip } from '~/components/shop/store-strip.server'
import { SmartLink } from '~/components/smart-link'
import { getSplashPreloads, preloadImages } from '~/components/splash-preload'
import { StaticHtml } from '~/components/static-html'
import { CONTENT_WIDTH_SIZES } from '~/components/ui/image-sizes'
import { unpack } from '~/render'
import { joinStaticMarkup, pack, serverSection } from '~/render/index.server'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { InContentAd } from '~/shell/ads/in-content-ad'
import { getInterstitials } from '~/shell/interstitials.server'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'
import { packPromotion, resolveRandomPromotion } from '~/utils/promotions.server'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/home'
import { getCountdownSection, getScoreboard, getSportsDirectory } from './home.server'
import { Scoreboard } from './scoreboard'

export async function loader({ request }: Route.LoaderArgs) {
  const signal = request.signal
  const [
    hero,
    featured,
    announcement,
    spotlight,
    interstitials,
    directory,
    scoreboard,
    countdown,
    news,
    store,
  ] = await Promise.all([
    provider.getPromotion('home_hero', undefined, { signal }),
    provider.getPromotion('home_multi', undefined, { signal }),
    provider.getPromotion('home_html', undefined, { signal }),
    provider.getPromotion('home_random', undefined, { signal }),
    getInterstitials(0, signal),
    getSportsDirectory(signal),
    getScoreboard(),
    getCountdownSection(signal),
    getHomeNews(signal),
    getStoreStrip(null, signal, { className: 'mb-12' }),
  ])
  return {
    // The department's store strip rides in the directory's markup: a section of its own would
    // cost the page JavaScript its budget does not have (issue 33 §2.8, decision 035).
    directory: serverSection(request, joinStaticMarkup([store, directory]) ?? directory),
    scoreboard: toStripsMarkup(scoreboard, request),
    countdown: serverSection(request, countdown),
    news: serverSection(request, news.list),
    slides: news.slides.map((slide) => serverSection(request, slide)),
    // Promotions travel as one string each (render/packed.ts).
    hero: packPromotion(hero),
    featured: packPromotion(featured),
    announcement: packPromotion(announcement),
    spotlight: pack(resolveRandomPromotion(spotlight)),
    interstitials,
    splashPreloads: getSplashPreloads(interstitials.splash, {
      now: new Date(),
      pathname: new URL(request.url).pathname,
    }),
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: siteName,
    description: `Scores, schedules, rosters and news from ${siteName}.`,
    path: '/',
  })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useShell()
  const siteName = shell.site.name
  const hero = unpack(loaderData.hero)
  const featured = unpack(loaderData.featured)
  preloadImages(loaderData.splashPreloads)
  // Each location's box has the shape of its artwork (hero 3:1, featured 16:9, spotlight 2:1),
  // so nothing below it moves when the picture arrives.
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-16">
          <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight md:text-6xl">
            {siteName}
          </h1>
          {hero ? (
            <div className="mt-8">
              <PromotionBlock
                promotion={hero}
                label="Featured"
                width={1280}
                height={427}
                sizes={CONTENT_WIDTH_SIZES}
                priority
              />
            </div>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        {loaderData.countdown ? <StaticHtml markup={loaderData.countdown} /> : null}
        <Scoreboard strips={loaderData.scoreboard} />
        {loaderData.slides.length > 0 ? (
          <section aria-labelledby="top-stories-heading">
            <h2
              id="top-stories-heading"
              className="mb-4 font-display text-2xl font-black uppercase"
            >
              Top stories
            </h2>
            <Rotator
              label="Top stories"
              slides={loaderData.slides.map((markup, index) => ({
                key: index,
                content: markup && <StaticHtml markup={markup} />,
              }))}
              pausable
              autoplay
            />
          </section>
        ) : null}
        <StaticHtml markup={loaderData.news} />
        <InContentAd name="home_in_content" />
        <PromotionBlock
          promotion={unpack(loaderData.announcement)}
          label="Announcement"
          width={1280}
          height={320}
          sizes={CONTENT_WIDTH_SIZES}
        />
        {featured ? (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="mb-4 font-display text-2xl font-black uppercase">
              Featured
            </h2>
            {/* On a phone the first slide is in the first screen and the largest paint. */}
            <PromotionBlock
              promotion={featured}
              label="Featured stories"
              width={1280}
              height={720}
              sizes={CONTENT_WIDTH_SIZES}
              priority
            />
          </section>
        ) : null}
        <PromotionBlock
          promotion={unpack(loaderData.spotlight)}
          label="Spotlight"
          width={1280}
          height={640}
          sizes={CONTENT_WIDTH_SIZES}
        />
        <StaticHtml markup={loaderData.directory} />
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
