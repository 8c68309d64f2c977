// SPEC.md 5 query flags. They only change what loads after the page is interactive, so the
// browser reads them from the address and the server never does (docs/decisions/023): each
// flag is an undeclared query parameter, outside every page's cache key.

export const QUERY_FLAG_NAMES = [
  'disable_gtm',
  'disable_airgap',
  'transcend_test_bundle',
  'tracking_tags_enabled',
  'adtest',
] as const

/**
 * The product's own value for disable_gtm. SPEC.md 5 says "a provider-specific value" without
 * naming it: own choice, 'product'.
 */
export const PRODUCT_GTM_VALUE = 'product'

export type QueryFlags = {
  /** The client's (tenant's) tag manager, site config gtmIds. */
  clientTagManager: boolean
  /** The product's own tag manager codes and analytics ids (Google / Analytics settings). */
  productTags: boolean
  /** The consent manager script (disable_airgap=true skips it). */
  consent: boolean
  /** The consent manager's test bundle instead of the live one. */
  consentTestBundle: boolean
  /** The tenant's tracking tags (tracking_tags_enabled=false turns them off). */
  trackingTags: boolean
  /** Passed to ad targeting as given; null when absent or empty. */
  adtest: string | null
}

/**
 * The flags of a query string. Values are compared trimmed and in lower case; anything else,
 * repeated or malformed, leaves the default (everything on), never an error.
 */
export function parseQueryFlags(search: string | URLSearchParams): QueryFlags {
  const params = typeof search === 'string' ? safeParams(search) : search
  const read = (name: string) => params.get(name)?.trim().toLowerCase() ?? null
  const gtm = read('disable_gtm')
  const adtest = params.get('adtest')?.trim().slice(0, 100) ?? ''
  return {
    clientTagManager: gtm !== 'true' && gtm !== 'client',
    productTags: gtm !== 'true' && gtm !== PRODUCT_GTM_VALUE,
    consent: read('disable_airgap') !== 'true',
    consentTestBundle: read('transcend_test_bundle') === 'true',
    trackingTags: read('tracking_tags_enabled') !== 'false',
    adtest: adtest === '' ? null : adtest,
  }
}

/** Only the flags of a query string, in their declared order: what a redirect must keep. */
export function pickQueryFlags(search: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams()
  for (const name of QUERY_FLAG_NAMES) {
    const value = search.get(name)
    if (value !== null) kept.set(name, value)
  }
  return kept
}

function safeParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search)
  } catch {
    return new URLSearchParams()
  }
}
