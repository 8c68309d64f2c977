import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { PreviewBar } from '~/components/staff/preview-bar'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { pageMeta } from '~/utils/meta'
import type { RouteHandle } from '~/utils/page-contract'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'

import { loadPlayerBioPage } from '../sports/roster/player-bio.server'
import { PlayerBioView } from '../sports/roster/player-bio-view'
import type { Route } from './+types/hidden-player-bio'
import { hiddenRosterPath } from './hidden-paths'

// A bio's preview for signed-in editors (SPEC.md 2.1 hidden roster bio), published or not.
export const handle = { access: 'private', cookies: SESSION_COOKIES } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const page = await loadPlayerBioPage(params, request.signal, {
    prefix: '/hidden',
    showHidden: true,
    async load(id, signal) {
      const bio = await provider.loadHiddenPlayerBio(id, staff.token, { signal })
      if (bio.status === 'signed-out') throw signInFirst(request)
      return bio
    },
  })
  const publicPath = page.isHidden ? null : page.path.replace(/^\/hidden/, '')
  return { ...page, staffName: staff.user.displayName, publicPath }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { player, sport, path } = loaderData
  return [
    ...pageMeta({
      matches,
      title: `Preview: ${player.name} - ${sport.title}`,
      description: `Preview of the ${sport.title.toLowerCase()} bio of ${player.name}.`,
      path,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function HiddenPlayerBio({ loaderData }: Route.ComponentProps) {
  const { staffName, isHidden, publicPath, sport, season } = loaderData
  return (
    <>
      <PreviewBar
        staffName={staffName}
        label={isHidden ? 'Unpublished bio' : 'Bio preview'}
        publicPath={publicPath}
      />
      <PlayerBioView loaderData={loaderData} rosterPath={hiddenRosterPath(sport.slug, season)} />
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
