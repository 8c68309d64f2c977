import { DecorativeImage } from '~/components/ui/decorative-image'
import { PagedList, pagedPath } from '~/components/ui/paged-list'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/podcast-page'
import { EpisodeItem } from './episode-item'
import { loadPodcastPage } from './podcast-page.server'
import { toPodcastSeriesData } from './podcast-structured-data'

export const handle = { query: ['page'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadPodcastPage(params, getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { podcast, path, page, episodes } = loaderData
  const canonical = pagedPath(path, page)
  const description =
    podcast.description ?? `${podcast.title}: every episode of the ${getSiteName(matches)} podcast.`
  return pageMeta({
    matches,
    title: page > 1 ? `${podcast.title}, episodes page ${page}` : `${podcast.title} podcast`,
    description,
    path: canonical,
    image: podcast.image,
    structuredData: import.meta.env.SSR
      ? toPodcastSeriesData(podcast, path, episodes, getPageSite(matches)?.siteUrl ?? null)
      : BUILT_ON_SERVER,
  })
}

export default function PodcastPage({ loaderData }: Route.ComponentProps) {
  const { podcast, path, page, pages, episodes } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <DecorativeImage
          src={podcast.image}
          width={192}
          height={192}
          priority
          className="size-32 shrink-0 rounded-sm object-cover sm:size-48"
        />
        <div className="min-w-0">
          <p className="font-bold uppercase tracking-wide text-ink-muted">
            Podcast · {podcast.episodeCount} {podcast.episodeCount === 1 ? 'episode' : 'episodes'}
            {podcast.sports.length > 0 ? ` · ${podcast.sports.join(', ')}` : null}
          </p>
          <h1 className="mt-1 font-display text-4xl font-black uppercase leading-none md:text-5xl">
            {podcast.title}
          </h1>
          {podcast.description ? (
            <p className="mt-3 max-w-3xl text-lg text-ink-muted">{podcast.description}</p>
          ) : null}
          {podcast.requiresSignIn ? (
            <p className="mt-3 font-bold">Every episode of this podcast needs a sign-in to play.</p>
          ) : null}
        </div>
      </header>
      <PagedList
        headingId="episodes-heading"
        heading={page > 1 ? `Episodes, page ${page} of ${pages}` : 'Episodes'}
        count={episodes.length}
        empty="No episodes have been published yet."
        listClassName="mt-4"
        page={page}
        pageCount={pages}
        path={path}
        pagesLabel="Episode pages"
      >
        {episodes.map((episode) => (
          <EpisodeItem key={episode.id} episode={episode} />
        ))}
      </PagedList>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
