import { useNavigate } from 'react-router'

import { SESSION_COOKIES } from '@fieldhouse/domain/staff-session'

import { SplashScreen } from '~/components/splash-screen'
import { PreviewBar } from '~/components/staff/preview-bar'
import { pageMeta } from '~/seo/page-meta'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { requireLoaded } from '~/utils/loaded'
import type { RouteHandle } from '~/utils/page-contract'
import { requireId } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { requireStaff, signInFirst } from '~/utils/session.server'

import type { Route } from './+types/hidden-splash'

// A splash's preview for signed-in editors (SPEC.md 2.1 /hidden/splash/{splashId}): shown
// whatever its dates, so it can be checked before it starts. Closing it remembers nothing.
export const handle = { access: 'private', cookies: SESSION_COOKIES } as const satisfies RouteHandle

export async function loader({ params, request }: Route.LoaderArgs) {
  const staff = await requireStaff(request)
  const splashId = requireId(params.splashId)
  const result = await provider.getHiddenSplash({ splashId }, staff.token, {
    signal: request.signal,
  })
  if (result.status === 'signed-out') throw signInFirst(request)
  return { splash: requireLoaded(result), staffName: staff.user.displayName }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      title: `Preview: ${loaderData?.splash.title ?? 'Splash'}`,
      description: 'Preview of a splash page before it is published.',
      path: location.pathname,
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function HiddenSplash({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const { splash, staffName } = loaderData
  return (
    <SplashScreen
      splash={splash}
      isPage
      onClose={() => void navigate('/')}
      banner={<PreviewBar staffName={staffName} label="Splash page" />}
    />
  )
}

export const ErrorBoundary = RouteErrorBoundary
