import { useEffect } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
} from 'react-router'

import { requirePageRules } from '~/route-checks/run-route-checks.server'
import { Interstitials } from '~/shell/interstitials'
import { ErrorPageFor } from '~/shell/route-error-boundary'
import { ServerHeadTags } from '~/shell/server-head'
import { SiteShell } from '~/shell/site-shell'
import { getShellData } from '~/shell/shell-data.server'
import { toShellData, useOptionalShell } from '~/shell/use-shell'
import { ThemeStyle } from '~/shell/theme-style'

import type { Route } from './+types/root'
import appCss from './app.css?url'

// A neutral icon: the tenant's logo is used in the page itself.
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, params, url }: Route.LoaderArgs) {
  // The provider's rules come before every page (docs/decisions/033); a map lookup.
  requirePageRules(request, url)
  return getShellData(request, params)
}

// The shell is the same for every query string; only a navigation or an action (alert
// dismissal) can change it.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate
  return currentUrl.pathname !== nextUrl.pathname
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useOptionalShell()
  return (
    // The inline script marks the document as scripted before first paint (for the no-JS
    // fallbacks in app.css); React does not own that class, hence suppressHydrationWarning.
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <script
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* On the server with the head tags only it renders (shell/server-head.tsx). */}
        {import.meta.env.SSR ? (
          <ServerHeadTags colorScheme="light dark" />
        ) : (
          <meta name="color-scheme" content="light dark" />
        )}
        {shell ? <ThemeStyle colors={shell.site.colors} /> : null}
        {/* With a precedence React sends the stylesheet early in <head>, ahead of the
            modulepreloads: the one render-blocking request does not queue behind the scripts. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        <Meta />
        <Links />
        {/* The first frame waits until the whole page is parsed (it comes in one piece, 12 to 30
            KB gzip): one style and layout pass instead of one per parser chunk, and nothing
            drawn half-built (docs/lighthouse.md). A page without the marker unblocks when
            parsing ends. */}
        <link rel="expect" href="#end-of-page" blocking="render" />
      </head>
      <body>
        {children}
        <div id="end-of-page" hidden />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document once React has taken over: browser tests wait for it before
  // interacting, as a visitor's early click would otherwise hit the server-rendered fallback.
  // Then measurement (data layer, consent, tracking tags, tag managers) loads on its own, after
  // the page is interactive and outside every page's bundle (docs/decisions/023).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    import('./measurement/measurement.client').catch(() => {})
    // Likewise the build check and the reload rules (docs/decisions/026), and with them stadium
    // mode's service worker (docs/decisions/039).
    import('./loading/page-loading.client')
      .then(({ startPageLoading }) => startPageLoading(loaderData))
      .catch(() => {})
    // The shell's data is the first render's; the check runs once per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // The page's splash comes after the shell, which it makes inert while it is shown.
  return (
    <>
      <SiteShell shell={toShellData(loaderData)}>
        <Outlet />
      </SiteShell>
      <Interstitials />
    </>
  )
}

// Reached only when the shell itself fails to render: page-level errors have their own
// boundary inside the shell (shell/route-error-boundary.tsx).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useOptionalShell()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error'
  return (
    <main id="main-content" tabIndex={-1}>
      <ErrorPageFor kind="fatal" supportEmail={shell?.supportEmail ?? null} message={message} />
    </main>
  )
}
