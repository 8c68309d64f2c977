import type { RosterRow, StaffRow } from './roster-rows'

type TeamInput = {
  name: string
  sport: string
  path: string
  players: readonly RosterRow[]
  coaches: readonly StaffRow[]
}

// schema.org SportsTeam with its athletes and coaches, each a Person with the bio's address.
export function toTeamStructuredData(team: TeamInput, siteUrl: string | null) {
  const absolute = (path: string) => (siteUrl ? new URL(path, siteUrl).href : path)
  const person = (row: { name: string; url: string | null }) => ({
    '@type': 'Person',
    name: row.name,
    ...(row.url ? { url: absolute(row.url) } : {}),
  })
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsTeam',
    name: team.name,
    sport: team.sport,
    url: absolute(team.path),
    athlete: team.players.map(person),
    coach: team.coaches.map(person),
  }
}
