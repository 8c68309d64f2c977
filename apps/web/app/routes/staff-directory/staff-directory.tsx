import { RichText } from '~/components/rich-text'
import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { staffDirectoryPath, staffDirectoryPrintPath } from '~/paths/staff-directory'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/staff-directory'
import { loadStaffDirectoryPage } from './staff-directory.server'
import { StaffSearchForm } from './staff-search-form'

export const handle = { query: ['q'] } as const satisfies RouteHandle

// /staff-directory (SPEC.md 2.1): everyone, by department, with a search by name or title.
export async function loader({ request }: Route.LoaderArgs) {
  return loadStaffDirectoryPage(getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const siteName = getSiteName(matches)
  const { q, structuredData } = loaderData
  return [
    ...pageMeta({
      matches,
      title: q ? `Staff Directory: “${q}”` : 'Staff Directory',
      description: `Contact the people of ${siteName}: administrators, coaches and support staff by department, with titles, phone numbers and e-mail addresses.`,
      path: staffDirectoryPath(),
      structuredData: import.meta.env.SSR ? (structuredData ?? {}) : BUILT_ON_SERVER,
    }),
    // A search is one visitor's question, not a page to index (as the site search).
    ...(q ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function StaffDirectory({ loaderData }: Route.ComponentProps) {
  const { q, total, information, searchMaxLength, list, contact } = loaderData
  const path = staffDirectoryPath()
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <header className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-end">
        <div>
          <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
            Staff Directory
          </h1>
          {information ? (
            <RichText html={information} className="mt-3 text-lg text-ink-muted" />
          ) : null}
          {contact ? <StaticHtml markup={contact} className="mt-3" /> : null}
        </div>
        <SmartLink url={staffDirectoryPrintPath()} className="button-secondary justify-self-start">
          Printable directory
        </SmartLink>
      </header>
      <StaffSearchForm action={path} q={q} maxLength={searchMaxLength} />
      {q ? (
        <p role="status" className="text-xl font-bold">
          {total === 0
            ? `No one in the directory matches “${q}”.`
            : `${total} ${total === 1 ? 'person matches' : 'people match'} “${q}”.`}{' '}
          {total === 0 ? (
            <SmartLink url={path} className="text-brand-strong underline">
              Show the whole directory
            </SmartLink>
          ) : null}
        </p>
      ) : null}
      {list ? <StaticHtml markup={list} /> : q ? null : <p>No staff are listed yet.</p>}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
