import { href } from 'react-router'

import { StoryCard } from '~/components/news/story-card'
import { storyListMeta } from '~/utils/story-list-meta'
import { SmartLink } from '~/components/smart-link'
import { Pagination } from '~/components/ui/pagination'
import { SeasonSelector } from '~/components/ui/season-selector'
import { withQuery } from '~/components/ui/with-query'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getSiteName } from '~/shell/use-shell'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/tag-page'
import { loadTagPage } from './tag-page.server'

export const handle = { query: ['page'] } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadTagPage(params, getQuery(request, handle.query), request.signal)
}

const headingOf = (tag: { name: string }, sport: { title: string } | null) =>
  sport ? `${sport.title}: ${tag.name}` : tag.name

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { tag, sport, path, page, stories, firstPosition } = loaderData
  const siteName = getSiteName(matches)
  const heading = headingOf(tag, sport)
  const title = page > 1 ? `${heading} stories, page ${page}` : `${heading} stories`
  const description =
    tag.description ??
    `${sport ? `${sport.title} stories` : 'Stories'} of ${siteName} tagged ${tag.name}, newest first.`
  const canonical = withQuery(path, { page: page > 1 ? page : null })
  return storyListMeta({
    matches,
    title,
    description,
    path: canonical,
    stories,
    firstPosition,
  })
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, sport, path, page, pages, total, sportOptions, stories } = loaderData
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <p className="text-sm">
        <SmartLink url={href('/tags')} className="font-bold text-brand-strong hover:underline">
          All tags
        </SmartLink>
      </p>
      <header>
        <p className="font-bold uppercase tracking-wide text-ink-muted">Tag</p>
        <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
          {headingOf(tag, sport)}
        </h1>
        {tag.description ? (
          <p className="mt-3 max-w-3xl text-lg text-ink-muted">{tag.description}</p>
        ) : null}
      </header>
      {sportOptions.length > 0 ? (
        <SeasonSelector options={sportOptions} selected={path} label="Sport" />
      ) : null}
      <section aria-labelledby="tag-stories">
        <h2 id="tag-stories" className="font-display text-2xl font-black uppercase">
          {total} {total === 1 ? 'story' : 'stories'}
        </h2>
        {stories.length === 0 ? (
          <p className="mt-4">No stories carry this tag yet.</p>
        ) : (
          <ul className="mt-2">
            {stories.map((story, index) => (
              <StoryCard key={story.id} story={story} level={3} priority={index < 2} />
            ))}
          </ul>
        )}
      </section>
      <Pagination
        page={page}
        pageCount={pages}
        hrefFor={(n) => withQuery(path, { page: n > 1 ? n : null })}
        label="Story pages"
      />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
