import { Link } from 'react-router'

import { SEARCH_PAGE_PATH } from '@fieldhouse/domain/search-page'

import { ErrorPage } from './error-page'

// Shared by the /404 page ('Page not found') and loaders that throw a 404 ('Page Not Found'),
// the two wordings SPEC.md 8 gives.
export function NotFound({ heading, path }: { heading: string; path: string }) {
  return (
    <ErrorPage
      status={404}
      heading={heading}
      description={`Nothing is published at ${path}.`}
      actions={
        <>
          <Link className="button-primary" to="/">
            Home Page
          </Link>
          <Link className="button-secondary" to={SEARCH_PAGE_PATH}>
            Search the site
          </Link>
        </>
      }
    >
      <p className="mt-4 text-lg">
        There is no page at <code className="break-all font-mono">{path}</code>.
      </p>
      <p className="mt-2">It may have moved, or the address may be mistyped.</p>
    </ErrorPage>
  )
}
