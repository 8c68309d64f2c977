type PersonInput = {
  name: string
  title: string | null
  path: string
  image: string | null
  email: string | null
}

type TeamInput = { siteName: string; sportTitle: string; sportPath: string }

// schema.org Person for a coach's or staff member's bio: who they are, their job and the team
// they work for (a SportsTeam, itself part of the school's athletics Organization).
export function toPersonStructuredData(
  person: PersonInput,
  team: TeamInput,
  siteUrl: string | null,
): Record<string, unknown> {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.name,
    ...(person.title ? { jobTitle: person.title } : {}),
    url: absolute(person.path),
    ...(person.image ? { image: absolute(person.image) } : {}),
    ...(person.email ? { email: person.email } : {}),
    worksFor: {
      '@type': 'SportsTeam',
      name: `${team.siteName} ${team.sportTitle}`,
      sport: team.sportTitle,
      url: absolute(team.sportPath),
      parentOrganization: {
        '@type': 'Organization',
        name: team.siteName,
        ...(siteUrl ? { url: absolute('/') } : {}),
      },
    },
  }
}
