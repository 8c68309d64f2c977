import { getSeoPageName, getTrackingPageType, toTargetingPageType } from '../page-names'
import type { RouteKind } from '../route-kind'

// SPEC.md 1 and 7: the data layer pushed for each page view, with school, page and site
// attributes and logged_in_status false (no visitor signs in). Page types per SPEC.md 2.3.

/** The school and site attributes, from the site configuration (SPEC.md 3); sent once. */
export type DataLayerSite = {
  school: {
    name: string | null
    abbreviation: string | null
    division: string | null
    conference: string | null
    region: string | null
    client_id: string | null
  }
  site: {
    tenant: string | null
    power5: boolean
    all_access: boolean
    ticket_provider: string | null
    sidearm_extended: boolean
    fanbase_partner: boolean
  }
}

export type DataLayerPage = {
  event: 'page_view'
  logged_in_status: false
  page: {
    /** SPEC.md 2.3 tracking page type ('unknown' for a screen it does not list). */
    type: string
    /** The same with the targeting override (home-page becomes home ...). */
    targeting_type: string
    name: string
    path: string
    sport: string | null
  }
} & DataLayerSite

/** The structural part of the site configuration the data layer reads. */
export type DataLayerConfig = {
  tenant?: string | null
  clientName?: string | null
  clientAbbreviation?: string | null
  clientDivision?: string | null
  conferenceName?: string | null
  clientRegion?: string | null
  clientId?: string | null
  isPower5Client?: boolean
  isAllAccessEnabled?: boolean
  ticketProvider?: string | null
  isClientSidearmExtended?: boolean
  isClientFanbasePartner?: boolean
}

export function toDataLayerSite(config: DataLayerConfig | null): DataLayerSite {
  return {
    school: {
      name: config?.clientName ?? null,
      abbreviation: config?.clientAbbreviation ?? null,
      division: config?.clientDivision ?? null,
      conference: config?.conferenceName ?? null,
      region: config?.clientRegion ?? null,
      client_id: config?.clientId ?? null,
    },
    site: {
      tenant: config?.tenant ?? null,
      power5: config?.isPower5Client ?? false,
      all_access: config?.isAllAccessEnabled ?? false,
      ticket_provider: config?.ticketProvider ?? null,
      sidearm_extended: config?.isClientSidearmExtended ?? false,
      fanbase_partner: config?.isClientFanbasePartner ?? false,
    },
  }
}

export function toDataLayerPage(
  site: DataLayerSite,
  kind: RouteKind | null,
  path: string,
  sport: string | null,
): DataLayerPage {
  const type = getTrackingPageType(kind)
  return {
    event: 'page_view',
    logged_in_status: false,
    page: {
      type,
      targeting_type: toTargetingPageType(type),
      name: getSeoPageName(kind),
      path,
      sport,
    },
    ...site,
  }
}
