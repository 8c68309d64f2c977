import { formatLocalDay } from '@fieldhouse/domain/local-day'

import { DecorativeImage } from '~/components/ui/decorative-image'
import { Image } from '~/components/ui/image'
import { CONTENT_GRID_SIZES, CONTENT_WIDTH_SIZES } from '~/components/ui/image-sizes'
import { PagedList, pagedPath } from '~/components/ui/paged-list'
import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/series-page'
import type { EpisodeView } from './series-page.server'
import { loadSeriesPage } from './series-page.server'

export const handle = { query: ['page'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadSeriesPage(params, getQuery(request, handle.query), request.signal)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { series, path, page } = loaderData
  const siteName = getSiteName(matches)
  const siteUrl = getPageSite(matches)?.siteUrl ?? null
  const canonical = pagedPath(path, page)
  const description =
    series.description ?? `${series.title}: every episode of the ${siteName} video series.`
  return pageMeta({
    matches,
    title: page > 1 ? `${series.title}, page ${page}` : series.title,
    description,
    path: canonical,
    image: series.hero?.url ?? null,
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'CreativeWorkSeries',
      name: series.title,
      description,
      url: siteUrl ? new URL(path, siteUrl).href : path,
    },
  })
}

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  const { series, path, page, pages, episodes } = loaderData
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header>
        <p className="font-bold uppercase tracking-wide text-ink-muted">
          {series.isLimited ? 'Limited video series' : 'Video series'} · {series.episodeCount}{' '}
          {series.episodeCount === 1 ? 'episode' : 'episodes'}
        </p>
        <h1 className="mt-1 font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {series.title}
        </h1>
        {series.description ? (
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{series.description}</p>
        ) : null}
        {series.requiresSignIn ? (
          <p className="mt-3 font-bold">Every episode of this series needs a sign-in to watch.</p>
        ) : null}
      </header>
      {series.hero && page === 1 ? (
        <Image
          src={series.hero.url}
          alt=""
          width={1280}
          height={549}
          sizes={CONTENT_WIDTH_SIZES}
          priority
          className="aspect-[21/9] h-auto w-full rounded-sm object-cover"
        />
      ) : null}
      <PagedList
        headingId="episodes-heading"
        heading="Episodes"
        count={episodes.length}
        empty="No episodes have been published yet."
        listClassName="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        page={page}
        pageCount={pages}
        path={path}
        pagesLabel="Episode pages"
      >
        {episodes.map((episode) => (
          <EpisodeCard key={episode.id} episode={episode} />
        ))}
      </PagedList>
    </div>
  )
}

const ACCESS_STYLE: Record<EpisodeView['access'], string> = {
  free: 'border-line',
  premium: 'border-ink',
  'sign-in': 'border-ink',
  'blacked-out': 'border-ink bg-surface-raised',
}

function EpisodeCard({ episode }: { episode: EpisodeView }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-sm border-2 border-line bg-surface">
      <DecorativeImage
        src={episode.thumbnail}
        width={640}
        height={360}
        sizes={CONTENT_GRID_SIZES['gap-6']}
        className="aspect-video h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-black leading-tight">{episode.title}</h3>
        <p className="order-first mb-1 text-sm font-bold text-ink-muted">
          {episode.day ? (
            <time dateTime={episode.day}>{formatLocalDay(episode.day, 'date')}</time>
          ) : null}
          {episode.day && episode.duration ? ' · ' : null}
          {episode.duration ? <span>{episode.duration}</span> : null}
        </p>
        {episode.description ? <p className="mt-2 text-ink-muted">{episode.description}</p> : null}
        <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
          <p
            className={`rounded-sm border-2 px-2 py-0.5 text-sm font-bold ${ACCESS_STYLE[episode.access]}`}
          >
            <span className="sr-only">Access: </span>
            {episode.accessText}
          </p>
          {episode.watchUrl ? (
            // A video file (the provider's or another host's): a full page load, not SmartLink.
            <a href={episode.watchUrl} className="font-bold text-brand-strong hover:underline">
              Watch<span className="sr-only"> {episode.title}</span>
            </a>
          ) : null}
        </div>
      </div>
    </li>
  )
}

export const ErrorBoundary = RouteErrorBoundary
