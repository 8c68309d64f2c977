import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// React Router's default entry, owned for SPEC.md 8 "Error while mounting: logged and
// rethrown". A render error a route's boundary catches is the page's own error page (SPEC.md 8
// "Unhandled fatal error"), not a failed mount; one nothing catches leaves no page, and is
// logged as what it is, then thrown again so the browser still reports it as uncaught (React
// calls this hook inside a try and rethrows what it throws). Hydration mismatches React recovers
// from keep React's own report (console and the window's error event).
// StrictMode checks only in development; production leaves it out, as it does nothing there.
startTransition(() => {
  hydrateRoot(
    document,
    import.meta.env.DEV ? (
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    ) : (
      <HydratedRouter />
    ),
    {
      onUncaughtError(error) {
        console.error('Error while mounting', error)
        throw error
      },
    },
  )
})
