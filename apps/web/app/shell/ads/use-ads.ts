import { useEffect } from 'react'
import { useLocation, useMatches } from 'react-router'

import { getRouteKind } from '~/utils/route-kind'

import type { AdsConfig } from './ads-config'

/**
 * The shell's one hook for adverts: on a site with ads, once hydrated and after every page
 * change, the lazily loaded ad runtime shows the page (targeting, refresh). A site without ads
 * (the default) loads nothing. `adtest` is read here from the browser's address, never on the
 * server, so it is no page of the cache.
 */
export function useAds(ads: AdsConfig | null) {
  const { pathname, search } = useLocation()
  const kind = getRouteKind(useMatches())
  useEffect(() => {
    if (!ads) return
    import('./ad-runtime.client').then(
      (runtime) => runtime.showAdPage(ads, { kind, search }),
      // A chunk that fails to load leaves the slots reserved and empty.
      () => console.warn('htlbid not available'),
    )
    // One refresh per page: the path or the query changed (ads follows the path's loader data).
  }, [ads, kind, pathname, search])
}
