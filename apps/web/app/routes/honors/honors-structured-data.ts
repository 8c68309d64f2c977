// schema.org for the honors screens: a list is an ItemList of the pages it links, a bio a
// ProfilePage whose main entity is the Person (a SportsTeam for a team inducted as a whole)
// with the honor as `award`.

type Site = { url: string | null }

const absoluteWith = (siteUrl: string | null) => (path: string) =>
  siteUrl ? new URL(path, siteUrl).href : path

export function toHonorsItemList(
  list: { name: string; path: string; firstPosition?: number },
  items: readonly { name: string; path: string }[],
  site: Site,
): Record<string, unknown> {
  const absolute = absoluteWith(site.url)
  const first = list.firstPosition ?? 1
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: absolute(list.path),
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: first + index,
      name: item.name,
      url: absolute(item.path),
    })),
  }
}

export function toHonorProfile(
  person: {
    name: string
    path: string
    image: string | null
    awards: readonly string[]
    sports: readonly string[]
    isTeam?: boolean
    /** The roster bio, the same person's other page. */
    sameAs?: string | null
  },
  site: Site,
): Record<string, unknown> {
  const absolute = absoluteWith(site.url)
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(person.path),
    mainEntity: {
      '@type': person.isTeam ? 'SportsTeam' : 'Person',
      name: person.name,
      url: absolute(person.path),
      ...(person.image ? { image: absolute(person.image) } : {}),
      ...(person.awards.length === 1 ? { award: person.awards[0] } : {}),
      ...(person.awards.length > 1 ? { award: person.awards } : {}),
      ...(person.isTeam && person.sports[0] ? { sport: person.sports[0] } : {}),
      ...(person.sameAs ? { sameAs: absolute(person.sameAs) } : {}),
    },
  }
}
