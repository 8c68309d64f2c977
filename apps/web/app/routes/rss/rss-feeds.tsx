import { findSport, getRealSports } from '@fieldhouse/domain/sports'

import { rssFeedPath, rssFeedsPagePath } from '~/paths/rss'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteUrl } from '~/utils/env.server'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/rss-feeds'

// /rss_feeds (SPEC.md 2.1): the news feeds to subscribe to, all news and one per sport that has
// stories (the provider's feed list, in its order), each with its address written out for
// pasting into a feed reader.

type FeedRow = { key: string; title: string; path: string; address: string }

export async function loader({ request }: Route.LoaderArgs) {
  const signal = request.signal
  const [feeds, sports] = await Promise.all([
    provider.loadRssFeeds({ signal }),
    provider.getSports({ signal }),
  ])
  const siteUrl = getSiteUrl()
  const row = (key: string, title: string, slug: string | null): FeedRow => {
    const path = rssFeedPath(slug)
    return { key, title, path, address: new URL(path, siteUrl).href }
  }
  const real = getRealSports(sports)
  const bySport = requireLoaded(feeds).flatMap((feed) => {
    const sport = findSport(real, feed.sportId)
    return sport ? [row(String(sport.id), `${sport.title} news`, sport.globalSportNameSlug)] : []
  })
  return { feeds: [row('all', 'All news', null), ...bySport] }
}

export function meta({ matches }: Route.MetaArgs) {
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: 'RSS Feeds',
    description: `Follow ${siteName} news in your feed reader: all news, or one sport's.`,
    path: rssFeedsPagePath(),
  })
}

export default function RssFeeds({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
        RSS Feeds
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Get the latest stories in a feed reader: open a feed, or copy its address into your reader.
        Each feed carries the 20 newest stories.
      </p>
      <ul className="mt-8 divide-y divide-line border-y border-line">
        {loaderData.feeds.map((feed) => (
          <li
            key={feed.key}
            className="flex flex-col gap-1 py-4 sm:flex-row sm:items-baseline sm:gap-6"
          >
            <a
              href={feed.path}
              type="application/rss+xml"
              className="font-bold text-brand-strong underline-offset-4 hover:underline sm:w-64 sm:shrink-0"
            >
              {feed.title}
            </a>
            <code className="min-w-0 break-all text-sm text-ink-muted">{feed.address}</code>
          </li>
        ))}
      </ul>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
