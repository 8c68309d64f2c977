import {
  NavigationResponseSchema,
  SubNavigationResponseSchema,
  type NavigationItemResource,
} from '@fieldhouse/contract/navigation'
import type { CallOptions, Transport } from './transport'

const LABEL = 'navigation repository'

/** A plain link inside a navigation item (schedule/roster/news links, stats). */
export type NavigationLink = {
  id: number
  title: string
  url: string
  class_name: string | null
  open_in_new_window: boolean
}

export type NavigationSocialLink = { url: string; title: string; class_name: string | null }

export type NavigationItemSport = {
  id: number
  title: string
  shortname: string | null
  global_sport_shortname: string | null
}

/** SPEC 3 Navigation item; missing or null lists become []. */
export type NavigationItem = {
  id: number
  title: string
  url: string
  class_name: string | null
  open_in_new_window: boolean
  columns: { column: number; items: NavigationItem[] }[]
  items: NavigationItem[]
  separator: boolean
  sport: NavigationItemSport | null
  schedule_roster_news_links: NavigationLink[]
  social_media_links: NavigationSocialLink[]
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
          shortname: resource.sport.shortName ?? null,
          global_sport_shortname: resource.sport.globalSportShortName ?? null,
        }
      : null,
    schedule_roster_news_links: (resource.scheduleRosterNewsLinks ?? []).map(toNavigationLink),
    social_media_links: (resource.socialMediaLinks ?? []).map((link) => ({
      url: link.url,
      title: link.title,
      class_name: link.className ?? null,
    })),
    stats: resource.stats ? toNavigationLink(resource.stats) : null,
  }
}

function toNavigationLink(resource: NavigationItemResource): NavigationLink {
  return {
    id: resource.id,
    title: resource.title,
    url: resource.url,
    class_name: resource.className ?? null,
    open_in_new_window: resource.openInNewWindow ?? false,
  }
}

// Mapping is part of parsing, so the response cache keeps the entities and a cached call costs
// no remapping. Cached entities are shared between callers: treat them as read-only.
const NavigationSchema = NavigationResponseSchema.transform((items) => items.map(toNavigationItem))
const SubNavigationSchema = SubNavigationResponseSchema.transform((items) =>
  items.map(toNavigationItem),
)

/** Main navigation; SPEC 8: a failure is logged and yields an empty navigation. */
export async function getNavigation(
  transport: Transport,
  options: CallOptions = {},
): Promise<NavigationItem[]> {
  const outcome = await transport.get({
    label: LABEL,
    path: '/navigation',
    schema: NavigationSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok' ? outcome.data : []
}

/** Sport secondary navigation; sportId is sent only when given and not 0 (SPEC 7). */
export async function getSportNavigation(
  transport: Transport,
  sportId: number | null | undefined,
  options: CallOptions = {},
): Promise<NavigationItem[]> {
  const outcome = await transport.get({
    label: LABEL,
    path: '/navigation/sub',
    query: { sportId: sportId ? sportId : undefined },
    schema: SubNavigationSchema,
    signal: options.signal,
  })
  return outcome.kind === 'ok' ? outcome.data : []
}
