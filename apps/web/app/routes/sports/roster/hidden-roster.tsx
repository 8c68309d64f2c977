import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { PreviewBar } from '~/components/staff/preview-bar'
import { StaticHtml } from '~/components/static-html'
import { hiddenRosterPath } from '~/paths/hidden'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { RouteHandle } from '~/utils/page-contract'
import { getQuery } from '~/utils/query'

import type { Route } from './+types/hidden-roster'
import { loadHiddenRosterPage } from './hidden-roster.server'

// A roster's preview for signed-in editors: private, so never cached, shared or indexed.
export const handle = {
  access: 'private',
  cookies: SESSION_COOKIES,
  query: ['sort', 'dir'],
} as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadHiddenRosterPage(params, getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { roster, sport, season } = loaderData
  return [
    ...pageMeta({
      matches,
      title: `Preview: ${roster.title}`,
      description: `Preview of the ${roster.title.toLowerCase()}, with the players not yet published.`,
      path: hiddenRosterPath(sport.globalSportNameSlug, season),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function HiddenRoster({ loaderData }: Route.ComponentProps) {
  const { staffName, sport, roster, counts, unpublished, published, publicPath } = loaderData
  return (
    <>
      <PreviewBar staffName={staffName} label="Unpublished roster" publicPath={publicPath} />
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="font-bold uppercase tracking-wide">{sport.title}</p>
          <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
            {roster.title}
          </h1>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <section aria-labelledby="unpublished-heading">
          <h2 id="unpublished-heading" className="mb-2 font-display text-2xl font-black uppercase">
            Not yet published <span className="text-ink-muted">({counts.unpublished})</span>
          </h2>
          <p className="mb-4 text-ink-muted">
            These players are on the {roster.season} roster but hidden from the public page.
          </p>
          {unpublished ? (
            <StaticHtml markup={unpublished} />
          ) : (
            <p>Every player on this roster is published.</p>
          )}
        </section>
        <section aria-labelledby="published-heading">
          <h2 id="published-heading" className="mb-4 font-display text-2xl font-black uppercase">
            Published <span className="text-ink-muted">({counts.published})</span>
          </h2>
          {published ? (
            <StaticHtml markup={published} />
          ) : (
            <p>No players are published for this season yet.</p>
          )}
        </section>
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
