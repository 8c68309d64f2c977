// schema.org for the directory's pages: a listing is an ItemList of Person, a bio a ProfilePage whose main entity is the Person.

type ListedPerson = { name: string; title: string | null; path: string }

const absoluteWith = (siteUrl: string | null) => (path: string) =>
  siteUrl ? new URL(path, siteUrl).href : path

function toOrganization(siteName: string, department: string | null, siteUrl: string | null) {
  const athletics = {
    '@type': 'Organization',
    name: siteName,
    ...(siteUrl ? { url: new URL('/', siteUrl).href } : {}),
  }
  return department
    ? { '@type': 'Organization', name: `${siteName} ${department}`, parentOrganization: athletics }
    : athletics
}

export function toStaffListStructuredData(
  list: { name: string; path: string },
  groups: readonly { title: string; people: readonly ListedPerson[] }[],
  site: { name: string; url: string | null },
): Record<string, unknown> {
  const absolute = absoluteWith(site.url)
  // Name, job and page only: the directory lists a few hundred people, and each one's page says
  // the rest.
  const people = groups.flatMap((group) => group.people)
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    url: absolute(list.path),
    numberOfItems: people.length,
    itemListElement: people.map((person, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Person',
        name: person.name,
        ...(person.title ? { jobTitle: person.title } : {}),
        url: absolute(person.path),
      },
    })),
  }
}

export function toStaffProfileStructuredData(
  person: {
    name: string
    title: string | null
    email: string | null
    phone: string | null
    image: string | null
    path: string
    department: string | null
  },
  site: { name: string; url: string | null },
): Record<string, unknown> {
  const absolute = absoluteWith(site.url)
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: absolute(person.path),
    mainEntity: {
      '@type': 'Person',
      name: person.name,
      ...(person.title ? { jobTitle: person.title } : {}),
      ...(person.email ? { email: person.email } : {}),
      ...(person.phone ? { telephone: person.phone } : {}),
      ...(person.image ? { image: absolute(person.image) } : {}),
      url: absolute(person.path),
      worksFor: toOrganization(site.name, person.department, site.url),
    },
  }
}
