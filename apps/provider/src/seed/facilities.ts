import type { FacilityImageResource } from '@fieldhouse/contract/facilities'
import type { Db } from '../db/client'
import { facilities, facilitySports } from '../db/schema'
import { getVenueAlt, venueSvg } from '../images/venue-svg'
import { toSiteSlug } from '../resources/site-urls'
import type { SvgImage } from './images'
import { insertSvgRows } from './teams/insert'
import { imagePath, sportIdOf, type TenantDefinition } from './tenant-definition'

type FacilityInsert = typeof facilities.$inferInsert
type FacilitySportInsert = typeof facilitySports.$inferInsert

// "Harrington Arena & Pavilion" -> "harrington-arena-pavilion": the slug of the page URL
// /facilities/{slug}/{id} and of the facility's picture paths, by the site's one rule.
export function toFacilitySlug(title: string): string {
  return toSiteSlug(title)
}

export function buildFacilities(definition: TenantDefinition): {
  facilities: FacilityInsert[]
  sports: FacilitySportInsert[]
  images: SvgImage[]
} {
  const built = {
    facilities: [] as FacilityInsert[],
    sports: [] as FacilitySportInsert[],
    images: [] as SvgImage[],
  }
  definition.facilities.forEach((facility, index) => {
    const id = definition.facilityIdBase + index
    const slug = toFacilitySlug(facility.title)
    const art = {
      name: facility.title,
      palette: definition.palette,
      monogram: definition.monogram,
      schoolName: definition.schoolName,
    }
    const pictures: FacilityImageResource[] = []
    for (let variant = 0; variant < facility.pictures; variant += 1) {
      const path = `facilities/${slug}-${variant + 1}.svg`
      built.images.push({ path, svg: venueSvg(facility.kind, variant, art) })
      pictures.push({
        url: imagePath(definition, path),
        alt: getVenueAlt(facility.kind, variant, art),
      })
    }
    built.facilities.push({
      tenantId: definition.tenantId,
      id,
      title: facility.title,
      slug,
      teaser: facility.teaser,
      location: facility.location,
      description: facility.description,
      images: pictures,
      // The hero picture doubles as the card picture of the list.
      featuredImage: pictures[0] ?? null,
      featured: facility.featured,
      capacity: facility.capacity,
      yearOpened: facility.yearOpened,
      surface: facility.surface,
    })
    facility.sports.forEach((key, rank) => {
      built.sports.push({
        tenantId: definition.tenantId,
        facilityId: id,
        sportId: sportIdOf(definition, key),
        rank,
      })
    })
  })
  return built
}

export function seedFacilities(db: Db, definition: TenantDefinition): void {
  const built = buildFacilities(definition)
  insertSvgRows(db, definition.tenantId, built.images)
  if (built.facilities.length > 0) db.insert(facilities).values(built.facilities).run()
  if (built.sports.length > 0) db.insert(facilitySports).values(built.sports).run()
}
