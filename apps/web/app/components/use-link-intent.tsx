import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'

import { isInternalUrl } from '@fieldhouse/domain/navigation'
import { mayPrefetch, type ConnectionInfo } from '@fieldhouse/domain/loading-limits'

import { APP_LINK_SELECTOR } from './use-delegated-navigation'

// <Link prefetch="intent">'s delay: a pointer that only passes over a link prefetches nothing.
const INTENT_DELAY_MS = 100

/**
 * What <Link prefetch="intent"> does, for every app link in a region at once: when the pointer
 * rests on one, a finger touches it or focus reaches it, the page's code and data are
 * prefetched (one page at a time: its route modules and data). Spread `handlers` on the region's element and render `prefetch` inside it.
 */
export function useLinkIntent() {
  const [candidate, setCandidate] = useState<string | null>(null)
  const [page, setPage] = useState<string | null>(null)

  useEffect(() => {
    if (!candidate) return setPage(null)
    const timer = setTimeout(() => setPage(candidate), INTENT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [candidate])

  const handleIntent = (event: React.SyntheticEvent) => {
    const anchor = event.target instanceof Element ? event.target.closest(APP_LINK_SELECTOR) : null
    const href = anchor?.getAttribute('href') ?? null
    // Same host only, and nothing ahead of need on 2g or with data saving on (SPEC.md 9).
    const connection = (navigator as { connection?: ConnectionInfo }).connection
    setCandidate(href && isInternalUrl(href) && mayPrefetch(connection) ? href : null)
  }
  const cancelIntent = () => setCandidate(null)

  return {
    handlers: {
      onMouseOver: handleIntent,
      onFocus: handleIntent,
      onTouchStart: handleIntent,
      onMouseLeave: cancelIntent,
      onBlur: cancelIntent,
    },
    prefetch: page ? <PrefetchPageLinks page={page} /> : null,
  }
}
