import {
  NavigationResponseSchema,
  SubNavigationResponseSchema,
  type NavigationItemResource,
} from '@fieldhouse/contract/navigation'
import type { ClientContext } from './context'
import type { CallOptions } from './transport'

const LABEL = 'navigation repository'

/** A plain link inside a navigation item (schedule/roster/news links, stats). */
export type NavigationLink = {
  id: number
  title: string
  url: string
  className: string | null
  openInNewWindow: boolean
}

export type NavigationSocialLink = { url: string; title: string; className: string | null }

export type NavigationItemSport = {
  id: number
  title: string
  shortName: string | null
  globalSportShortName: string | null
}

/** SPEC 3 Navigation item; missing or null lists become []. */
export type NavigationItem = {
  id: number
  title: string
  url: string
  className: string | null
  openInNewWindow: boolean
  columns: { column: number; items: NavigationItem[] }[]
  items: NavigationItem[]
  separator: boolean
  sport: NavigationItemSport | null
  scheduleRosterNewsLinks: NavigationLink[]
  socialMediaLinks: NavigationSocialLink[]
  stats: NavigationLink | null
}

export function toNavigationItem(resource: NavigationItemResource): NavigationItem {
  return {
    ...toNavigationLink(resource),
    columns: (resource.columns ?? []).map((column) => ({
      column: column.column,
      items: (column.items ?? []).map(toNavigationItem),
    })),
    items: (resource.items ?? []).map(toNavigationItem),
    separator: resource.separator ?? false,
    sport: resource.sport
      ? {
          id: resource.sport.id,
          title: resource.sport.title,
          shortName: resource.sport.shortName ?? null,
          globalSportShortName: resource.sport.globalSportShortName ?? null,
        }
      : null,
    scheduleRosterNewsLinks: (resource.scheduleRosterNewsLinks ?? []).map(toNavigationLink),
    socialMediaLinks: (resource.socialMediaLinks ?? []).map((link) => ({
      url: link.url,
      title: link.title,
      className: link.className ?? null,
    })),
    stats: resource.stats ? toNavigationLink(resource.stats) : null,
  }
}

function toNavigationLink(resource: NavigationItemResource): NavigationLink {
  return {
    id: resource.id,
    title: resource.title,
    url: resource.url,
    className: resource.className ?? null,
    openInNewWindow: resource.openInNewWindow ?? false,
  }
}

// Mapping is part of parsing, so the response cache keeps the entities and a cached call costs
// no remapping. Cached entities are shared between callers: treat them as read-only.
const NavigationSchema = NavigationResponseSchema.transform((items) => items.map(toNavigationItem))
const SubNavigationSchema = SubNavigationResponseSchema.transform((items) =>
  items.map(toNavigationItem),
)

export function navigationResource({ getOr }: ClientContext) {
  return {
    /** Main navigation; SPEC 8: a failure is logged and yields an empty navigation. */
    async getNavigation(options: CallOptions = {}): Promise<NavigationItem[]> {
      return getOr({ label: LABEL, path: '/navigation', schema: NavigationSchema }, options, [])
    },

    /** Sport secondary navigation; sportId is sent only when given and not 0 (SPEC 7). */
    async getSportNavigation(
      sportId?: number | null,
      options: CallOptions = {},
    ): Promise<NavigationItem[]> {
      return getOr(
        {
          label: LABEL,
          path: '/navigation/sub',
          query: { sportId: sportId ? sportId : undefined },
          schema: SubNavigationSchema,
        },
        options,
        [],
      )
    },
  }
}
