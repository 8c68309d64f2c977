import { Form } from 'react-router'

import { SmartLink } from '~/components/smart-link'
import { DecorativeImage } from '~/components/ui/decorative-image'
import { SportFilter } from '~/components/ui/filter-select'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/podcasts-list'
import { toPodcastListData } from './podcast-structured-data'
import type { PodcastCardView } from './podcasts-list.server'
import { loadPodcastsList } from './podcasts-list.server'

export const handle = { query: ['sport'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadPodcastsList(getQuery(request, handle.query), request.signal)
}

const headingOf = (sportTitle: string | null) =>
  sportTitle ? `${sportTitle} podcasts` : 'Podcasts'

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { path, sport, sportTitle, podcasts } = loaderData
  const siteName = getSiteName(matches)
  const title = headingOf(sportTitle)
  const description = sportTitle
    ? `${siteName} ${sportTitle.toLowerCase()} podcasts and their newest episodes, free to play in your browser.`
    : `Every ${siteName} podcast and its newest episodes: coaches, student-athletes and the people behind the teams.`
  const canonical = sport ? `${path}?sport=${encodeURIComponent(sport)}` : path
  return pageMeta({
    matches,
    title,
    description,
    path: canonical,
    structuredData: import.meta.env.SSR
      ? toPodcastListData(
          { name: title, description, path: canonical },
          podcasts,
          getPageSite(matches)?.siteUrl ?? null,
        )
      : BUILT_ON_SERVER,
  })
}

export default function PodcastsList({ loaderData }: Route.ComponentProps) {
  const { path, sport, sportTitle, sports, podcasts } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {headingOf(sportTitle)}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          Listen to our shows in your browser or download an episode for the road.
        </p>
      </header>
      {sports.length > 1 ? (
        // A GET form: each sport's list is an address of its own, with or without JavaScript.
        <Form
          method="get"
          action={path}
          aria-label="Filter podcasts"
          className="flex flex-col gap-4 rounded-sm bg-surface-raised p-4 sm:flex-row sm:items-end"
        >
          <SportFilter
            value={sport}
            options={sports}
            resetKey={sport ?? undefined}
            className="sm:w-72"
          />
          <button type="submit" className="button-primary">
            Show podcasts
          </button>
        </Form>
      ) : null}
      {podcasts.length === 0 ? (
        <p>
          No podcasts for this sport yet.{' '}
          <SmartLink url={path} className="font-bold underline">
            Show every podcast
          </SmartLink>
        </p>
      ) : (
        <ul className="space-y-8">
          {podcasts.map((podcast) => (
            <PodcastCard key={podcast.id} podcast={podcast} />
          ))}
        </ul>
      )}
    </div>
  )
}

function PodcastCard({ podcast }: { podcast: PodcastCardView }) {
  const headingId = `podcast-${podcast.id}`
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-4 rounded-sm border-2 border-line bg-surface p-4 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-6"
    >
      <DecorativeImage
        src={podcast.image}
        width={160}
        height={160}
        className="size-24 rounded-sm object-cover sm:size-40"
      />
      <div className="min-w-0">
        <p className="text-sm font-bold uppercase tracking-wide text-ink-muted">
          {podcast.sports.join(', ') || 'Podcast'}
          {podcast.episodeCount !== null
            ? ` · ${podcast.episodeCount} ${podcast.episodeCount === 1 ? 'episode' : 'episodes'}`
            : null}
        </p>
        <h2 id={headingId} className="mt-1 text-2xl font-black uppercase leading-tight">
          <SmartLink url={podcast.path} className="hover:underline">
            {podcast.title}
          </SmartLink>
        </h2>
        {podcast.description ? <p className="mt-2">{podcast.description}</p> : null}
        {podcast.requiresSignIn ? (
          <p className="mt-2 font-bold">Every episode needs a sign-in to play.</p>
        ) : null}
        {podcast.episodes.length > 0 ? (
          <>
            <h3 className="mt-4 font-bold uppercase tracking-wide">Newest episodes</h3>
            <ul className="mt-2 divide-y-2 divide-line">
              {podcast.episodes.map((episode) => (
                <li key={episode.id} className="py-2">
                  <SmartLink
                    url={episode.path}
                    className="font-bold text-brand-strong hover:underline"
                  >
                    {episode.title}
                  </SmartLink>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={episode.day}>{episode.dayText}</time>
                    {episode.duration ? ` · ${episode.duration}` : null} · {episode.accessLabel}
                  </p>
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <p className="mt-4">
          <SmartLink url={podcast.path} className="font-bold underline">
            Every episode<span className="sr-only"> of {podcast.title}</span>
          </SmartLink>
        </p>
      </div>
    </li>
  )
}

export const ErrorBoundary = RouteErrorBoundary
