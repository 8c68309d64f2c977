import { StoryCard } from '~/components/news/story-card'
import { SmartLink } from '~/components/smart-link'
import { PagedList, pagedPath } from '~/components/ui/paged-list'
import { SeasonSelector } from '~/components/ui/season-selector'
import { tagsPath } from '~/paths/tags'
import { getSiteName } from '~/seo/root-matches'
import { storyListMeta } from '~/seo/story-list-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
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
  const canonical = pagedPath(path, page)
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
        <SmartLink url={tagsPath()} className="font-bold text-brand-strong hover:underline">
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
      <PagedList
        headingId="tag-stories"
        heading={
          <>
            {total} {total === 1 ? 'story' : 'stories'}
          </>
        }
        count={stories.length}
        empty="No stories carry this tag yet."
        listClassName="mt-2"
        page={page}
        pageCount={pages}
        path={path}
        pagesLabel="Story pages"
      >
        {stories.map((story, index) => (
          <StoryCard key={story.id} story={story} level={3} priority={index < 2} />
        ))}
      </PagedList>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
