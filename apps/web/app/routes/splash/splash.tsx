import { data, redirect, useNavigate } from 'react-router'

import { SplashScreen, type SplashChoice } from '~/components/splash-screen'
import { pageMeta } from '~/seo/page-meta'
import { rememberSplashChoice } from '~/shell/interstitials'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { parseId } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/splash'

const SPLASH_ERROR_MESSAGE = 'Failed to fetch splash page content' // SPEC.md 8

// /splash shows the site-wide splash, /splash/{splashId} a given one (SPEC.md 2.1, 2.4). With
// no splash data the visitor goes home; a failed fetch says so (SPEC.md 8).
export async function loader({ params, request }: Route.LoaderArgs) {
  const splashId = params.splashId === undefined ? undefined : parseId(params.splashId)
  if (splashId === null) throw redirect('/')
  const query = splashId === undefined ? { sportId: 0 } : { splashId }
  const result = await provider.loadSplash(query, { signal: request.signal })
  if (result.status === 'missing') throw redirect('/')
  if (result.status === 'unavailable') {
    return data({ splash: null, error: SPLASH_ERROR_MESSAGE }, { status: 503 })
  }
  return { splash: result.value, error: null }
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: loaderData?.splash?.title ?? 'Welcome',
    description: 'A message from the athletics department before you continue to the site.',
    path: location.pathname,
  })
}

export default function SplashPage({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate()
  const { splash, error } = loaderData
  if (!splash) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16">
        <h1 className="text-3xl font-black uppercase">Welcome</h1>
        <p role="alert" className="mt-4 text-lg">
          {error}
        </p>
        <a className="button-primary mt-8" href="/">
          Continue to Home
        </a>
      </div>
    )
  }
  const close = (choice: SplashChoice) => {
    rememberSplashChoice(splash.id, choice)
    void navigate('/')
  }
  return <SplashScreen splash={splash} isPage onClose={close} />
}

export const ErrorBoundary = RouteErrorBoundary
