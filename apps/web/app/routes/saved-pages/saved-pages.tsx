import { useEffect, useState } from 'react'

import { toSavedAtText } from '@fieldhouse/domain/saved-at-text'
import { toSitePath } from '@fieldhouse/domain/site-path'

import { savedPagesPath } from '~/paths/saved-pages'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { useShell } from '~/shell/use-shell'
import type { RouteHandle } from '~/utils/page-contract'

import type { Route } from './+types/saved-pages'
import { readSavedPages, type SavedPage } from './read-saved-pages'
import { loadSavedPages } from './saved-pages.server'

// Stadium mode's offline page (issue 34, docs/decisions/039): what is saved on this phone, newest
// first, with links that open offline. The service worker keeps this build's copy and sends a
// visitor here, with `#from=<page>`, when the page asked for is not saved and there is no
// network. The list is the phone's, so it is read in the browser; the server's page is the same
// for everyone and says what the feature is.
export const handle = {} as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadSavedPages(request.signal)
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      matches,
      title: 'Saved pages',
      description: `The ${getSiteName(matches)} pages saved on this phone, to open with no signal.`,
      path: savedPagesPath(),
    }),
    { name: 'robots', content: 'noindex' },
  ]
}

type State = { pages: SavedPage[] | null; isOffline: boolean; from: string | null }

export default function SavedPages({ loaderData }: Route.ComponentProps) {
  const { cacheName, timeZone } = loaderData
  // The kill switch, as every page reads it (the shell's data).
  const isOn = useShell().serviceWorker
  const [state, setState] = useState<State>({ pages: null, isOffline: false, from: null })
  useEffect(() => {
    const from = toSitePath(new URLSearchParams(location.hash.slice(1)).get('from'))
    const update = () =>
      void readSavedPages(cacheName)
        .catch(() => [])
        .then((pages) =>
          setState({
            pages,
            isOffline: !navigator.onLine,
            from,
          }),
        )
    update()
    addEventListener('online', update)
    addEventListener('offline', update)
    return () => {
      removeEventListener('online', update)
      removeEventListener('offline', update)
    }
  }, [cacheName])
  const now = new Date()
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
        Saved pages
      </h1>
      <div role="status" className="mt-6 space-y-2 text-lg">
        {state.isOffline ? (
          <p className="font-bold">This phone is offline. The pages below open without a signal.</p>
        ) : null}
        {state.from ? (
          <p>
            The page you asked for is not saved on this phone.{' '}
            <a href={state.from} className="font-semibold underline">
              Try it again
            </a>
          </p>
        ) : null}
      </div>
      <p className="mt-4">
        {isOn
          ? 'Every page you open on this site is saved on your phone for three days, so the schedule, the roster and the score still open in a crowded stadium with one bar of signal or none. On a game day, the schedule, roster and game center of the sport you follow are saved for you.'
          : 'Pages are not saved on phones at the moment.'}
      </p>
      <h2 className="mt-10 font-display text-2xl font-black uppercase">On this phone</h2>
      {state.pages === null ? (
        <p className="mt-4 text-ink-muted">
          The list needs JavaScript: your browser shows the pages it saved once it runs.
        </p>
      ) : state.pages.length === 0 ? (
        <p className="mt-4">Nothing is saved yet. Pages you open are saved as you go.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line border-y border-line">
          {state.pages.map((page) => (
            <li
              key={page.path}
              className="flex flex-wrap items-baseline justify-between gap-x-4 py-3"
            >
              {/* A document load: the worker answers it with the saved copy. */}
              <a href={page.path} className="font-semibold underline">
                {page.title}
              </a>
              <span className="text-sm text-ink-muted">
                {toSavedAtText(page.savedAt, now, timeZone)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
