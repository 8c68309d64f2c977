import type { Facility } from '@fieldhouse/provider-client/facilities'

// schema.org StadiumOrArena (a Place) for search engines: name, address, capacity, pictures.
export function toFacilityStructuredData(
  facility: Pick<Facility, 'title' | 'teaser' | 'address' | 'capacity'> & { path: string },
  image: string | null,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  return {
    '@context': 'https://schema.org',
    '@type': 'StadiumOrArena',
    name: facility.title,
    url: absolute(facility.path),
    ...(facility.teaser ? { description: facility.teaser } : {}),
    ...(facility.address ? { address: facility.address } : {}),
    ...(facility.capacity !== null ? { maximumAttendeeCapacity: facility.capacity } : {}),
    ...(image ? { image: absolute(image) } : {}),
  }
}
