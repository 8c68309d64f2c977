import { useLocation } from 'react-router'

// The query flag that reveals the error message (SPEC.md 8, "developer-mode query flag").
export const DEVELOPER_MODE_PARAM = 'developer_mode'

// SPEC.md 8 "Unhandled fatal error". The message is shown only in developer mode so a visitor
// never sees internals.
export function FatalError({
  supportEmail,
  message,
}: {
  supportEmail: string | null
  message: string
}) {
  // An error page is never cached (5xx), so reading an undeclared flag cannot split a cached
  // page. Read from the location: useSearchParams would add its code to every page.
  const isDeveloperMode =
    new URLSearchParams(useLocation().search).get(DEVELOPER_MODE_PARAM) === 'true'
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <title>Something went wrong</title>
      <meta name="description" content="An unexpected error stopped this page from loading." />
      <h1 className="text-3xl font-black uppercase">Something went wrong</h1>
      <p className="mt-4 text-lg">
        Sorry, this page could not be shown. Please send details of the events leading up to the
        error to{' '}
        {supportEmail ? (
          <a className="underline" href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        ) : (
          'our support address'
        )}
        .
      </p>
      {isDeveloperMode ? (
        <pre className="mt-6 overflow-x-auto rounded bg-black/5 p-4 text-sm dark:bg-white/10">
          {message}
        </pre>
      ) : null}
      {/* A full page load: it clears the error state along with everything else. */}
      <a className="button-primary mt-8" href="/">
        Home Page
      </a>
    </div>
  )
}
