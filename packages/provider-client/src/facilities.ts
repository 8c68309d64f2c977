import {
  FacilitiesResponseSchema,
  FacilityResourceSchema,
  type FacilityResource,
} from '@fieldhouse/contract/facilities'
import type { ClientContext } from './context'
import { type Loaded } from './loaded'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

const LABEL = 'facilities repository'
/** The provider's largest page; the list page shows every facility. */
const PAGE_SIZE = 100
/** A bound on how many pages one list may take, so a runaway `pages` cannot fan out. */
const MAX_PAGES = 10

export type FacilityImage = { url: string; alt: string }

export type FacilitySport = { id: number; title: string; shortName: string | null }

/** A venue of the department (provider/README 4.13 plus own-design capacity, year, surface). */
export type Facility = {
  id: number
  title: string
  teaser: string | null
  /** The wire's `location`: the street address. */
  address: string | null
  /** The history, as the provider's HTML, sanitised. */
  description: SafeHtml | null
  images: FacilityImage[]
  featuredImage: FacilityImage | null
  featured: boolean
  sports: FacilitySport[]
  capacity: number | null
  yearOpened: number | null
  surface: string | null
}

export function toFacility(resource: FacilityResource): Facility {
  return {
    id: resource.id,
    title: resource.title,
    teaser: resource.teaser || null,
    address: resource.location || null,
    description: toSafeHtml(resource.description, { headingsFrom: 3 }),
    images: (resource.images ?? []).flatMap(toImage),
    featuredImage: resource.featuredImage ? (toImage(resource.featuredImage)[0] ?? null) : null,
    featured: resource.featured ?? false,
    sports: (resource.sports ?? []).map((sport) => ({
      id: sport.id,
      title: sport.title,
      shortName: sport.shortName ?? null,
    })),
    capacity: resource.capacity ?? null,
    yearOpened: resource.yearOpened ?? null,
    surface: resource.surface || null,
  }
}

// An image without an address has nothing to show; a missing alt is an empty one (decorative).
function toImage(image: { url?: string | null; alt?: string | null }): FacilityImage[] {
  return image.url ? [{ url: image.url, alt: image.alt ?? '' }] : []
}

const FacilityPageSchema = FacilitiesResponseSchema.transform((page) => ({
  facilities: page.items.map(toFacility),
  pages: page.pages,
}))
const FacilitySchema = FacilityResourceSchema.transform(toFacility)

export function facilitiesResource({ load, loadItem }: ClientContext) {
  const loadPage = (pageIndex: number, options: CallOptions) =>
    load(
      {
        label: LABEL,
        path: '/Facilities',
        query: { $pageIndex: pageIndex, $pageSize: PAGE_SIZE },
        schema: FacilityPageSchema,
      },
      options,
    )

  return {
    /** Every facility, all pages; one failed page makes the whole list unavailable. */
    async loadFacilities(options: CallOptions = {}): Promise<Loaded<Facility[]>> {
      const first = await loadPage(0, options)
      if (first.status !== 'ok') return first.status === 'missing' ? ok([]) : first
      const more = Math.min(first.value.pages, MAX_PAGES) - 1
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, more) }, (_, index) => loadPage(index + 1, options)),
      )
      const facilities = [...first.value.facilities]
      for (const page of rest) {
        if (page.status === 'unavailable') return page
        if (page.status === 'ok') facilities.push(...page.value.facilities)
      }
      return ok(facilities)
    },

    /** 204 (no such facility) and 404 are `missing`; a failure is `unavailable`. */
    async loadFacility(id: number, options: CallOptions = {}): Promise<Loaded<Facility>> {
      return loadItem({ label: LABEL, path: `/Facilities/${id}`, schema: FacilitySchema }, options)
    },
  }
}

function ok<T>(value: T): Loaded<T> {
  return { status: 'ok', value }
}
