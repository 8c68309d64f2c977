import { ErrorPage } from './error-page'

// The 503 page (docs/decisions/007): the provider could not be reached and no earlier copy of
// this page's content was left. It says the content is temporarily unavailable, not gone, and
// offers the same address again. Plain links, so it works without JavaScript.
export function Unavailable({ path }: { path: string }) {
  return (
    <ErrorPage
      status={503}
      heading="Temporarily unavailable"
      description="This page could not be loaded just now. Please try again in a moment."
      actions={
        <>
          <a className="button-primary" href={path}>
            Try again
          </a>
          <a className="button-secondary" href="/">
            Home Page
          </a>
        </>
      }
    >
      <p className="mt-4 text-lg">
        We could not load this page just now. Nothing has moved: please try again in a moment.
      </p>
    </ErrorPage>
  )
}
