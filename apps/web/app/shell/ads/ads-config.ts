/**
 * What the browser needs to run the adverts, in the root loader's data (ads-config.server.ts):
 * the ad network's script (htlbid, which fills the slots) and the native ad script (nativo), each
 * null unless the tenant's site config names it.
 */
export type AdsConfig = {
  htlbid: string | null
  nativo: string | null
  /** The tenant's htlbid isTesting, sent as the is_testing key-value. */
  isTesting: boolean
  /** The current sport's global short name (its ad section), null without one. */
  sport: string | null
}
