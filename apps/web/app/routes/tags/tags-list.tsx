import { SmartLink } from '~/components/smart-link'
import { tagPath, tagsPath } from '~/paths/tags'
import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/tags-list'

export async function loader({ request }: Route.LoaderArgs) {
  const tags = requireLoaded(await provider.loadTags({ signal: request.signal }))
  // A retired tag (active false) keeps its page for the stories that name it, off this list.
  return {
    tags: tags
      .filter((tag) => tag.active)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((tag) => ({
        id: tag.id,
        name: tag.name,
        description: tag.description,
        count: tag.count,
        path: tagPath(tag.slug),
      })),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const siteName = getSiteName(matches)
  const siteUrl = getPageSite(matches)?.siteUrl ?? null
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  const description = `The topics of ${siteName}'s news: game recaps, previews, awards, signing day and more.`
  return pageMeta({
    matches,
    title: 'Tags',
    description,
    path: tagsPath(),
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Tags',
      description,
      url: absolute(tagsPath()),
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: (loaderData?.tags ?? []).map((tag, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: tag.name,
          url: absolute(tag.path),
        })),
      },
    },
  })
}

export default function TagsList({ loaderData }: Route.ComponentProps) {
  const { tags } = loaderData
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">Tags</h1>
      <p className="mt-3 max-w-3xl text-lg text-ink-muted">
        Our stories by topic. Choose a tag for every story that carries it.
      </p>
      {tags.length === 0 ? (
        <p className="mt-8">No tags are in use yet.</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tags.map((tag) => (
            <li key={tag.id} className="rounded-sm border-2 border-line bg-surface p-4">
              <h2 className="text-xl font-black uppercase leading-tight">
                <SmartLink url={tag.path} className="hover:underline">
                  {tag.name}
                </SmartLink>
              </h2>
              <p className="mt-1 text-sm font-bold text-ink-muted">
                {tag.count} {tag.count === 1 ? 'story' : 'stories'}
              </p>
              {tag.description ? <p className="mt-2">{tag.description}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
