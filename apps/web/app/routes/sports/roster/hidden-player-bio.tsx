import { href } from 'react-router'

import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { PreviewBar } from '~/components/staff/preview-bar'
import { StaticHtml } from '~/components/static-html'
import { hiddenPlayerBioPath, hiddenRosterPath } from '~/paths/hidden'
import { serverSection } from '~/render/index.server'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'

import type { Route } from './+types/hidden-player-bio'
import { PlayerBioView } from './player-bio-view'
import { loadPlayerBioPage } from './player-bio.server'

// A bio's preview for signed-in editors (SPEC.md 2.1 hidden roster bio), published or not.
export const handle = { access: 'private', cookies: SESSION_COOKIES } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const asked = href('/hidden/sports/:slug/roster/:playerSlug/:rosterPlayerId', params)
  const page = await loadPlayerBioPage(params, asked, request, {
    bioPath: hiddenPlayerBioPath,
    showHidden: true,
    async load(id, signal) {
      const bio = await provider.loadHiddenPlayerBio(id, staff.token, { signal })
      if (bio.status === 'signed-out') throw signInFirst(request)
      return bio
    },
  })
  const publicPath = page.isHidden ? null : page.path.replace(/^\/hidden/, '')
  // The public bio's view, made here on the server only (decision 017): imported by the preview
  // for the browser, it would become code shared with the public bio, which the bundler moves
  // into the chunk the sport home and every roster page load.
  const body = serverSection(
    request,
    <PlayerBioView
      loaderData={page}
      rosterPath={hiddenRosterPath(page.sport.globalSportNameSlug, page.season)}
    />,
  )
  return {
    staffName: staff.user.displayName,
    isHidden: page.isHidden,
    publicPath,
    path: page.path,
    name: page.player.name,
    sport: page.sport,
    body,
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { name, sport, path } = loaderData
  return [
    ...pageMeta({
      matches,
      title: `Preview: ${name} - ${sport.title}`,
      description: `Preview of the ${sport.title.toLowerCase()} bio of ${name}.`,
      path,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function HiddenPlayerBio({ loaderData }: Route.ComponentProps) {
  const { staffName, isHidden, publicPath, body } = loaderData
  return (
    <>
      <PreviewBar
        staffName={staffName}
        label={isHidden ? 'Unpublished bio' : 'Bio preview'}
        publicPath={publicPath}
      />
      <StaticHtml markup={body} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
