import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { PreviewBar } from '~/components/staff/preview-bar'
import { StaticHtml } from '~/components/static-html'
import { serverSection } from '~/render/index.server'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'
import { requireStaff } from '~/utils/session.server'

import type { Route } from './+types/hidden-story'
import { hiddenStories } from './hidden-story.server'
import { StoryArticle, StoryMasthead, StoryRelated } from './story-view'
import { loadStoryPage } from './story.server'

// A story's preview for signed-in editors (SPEC.md 2.1 hidden news story), published or not:
// the public story's view, made on the server (story-view.tsx), under the preview bar.
export const handle = { access: 'private', cookies: SESSION_COOKIES } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const page = await loadStoryPage(params, request, hiddenStories(staff, request))
  // Published, the story answers at its public address too; a draft's would be a 404.
  const published = await provider.loadStory(page.story.day, page.story.slug, {
    signal: request.signal,
  })
  return {
    staffName: staff.user.displayName,
    isDraft: published.status === 'missing',
    publicPath: published.status === 'ok' ? page.path.replace(/^\/hidden/, '') : null,
    path: page.path,
    headline: page.story.headline,
    body: serverSection(
      request,
      <>
        <StoryMasthead site={page.site} sport={page.story.sport} />
        <StoryArticle story={page.story} />
        <StoryRelated games={page.games} related={page.related} />
      </>,
    ),
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { headline, path } = loaderData
  return [
    ...pageMeta({
      matches,
      title: `Preview: ${headline}`,
      description: `Preview of the story "${headline}".`,
      path,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function HiddenStory({ loaderData }: Route.ComponentProps) {
  const { staffName, isDraft, publicPath, body } = loaderData
  return (
    <>
      <PreviewBar
        staffName={staffName}
        label={isDraft ? 'Unpublished story' : 'Story preview'}
        publicPath={publicPath}
      />
      <StaticHtml markup={body} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
