import type { LocalDay } from '@fieldhouse/domain/local-day'

// schema.org for the opponent history pages. The list is an ItemList of the opponents'
// SportsTeam entries, each pointing at its series page. An opponent's page is the opponent as a
// SportsTeam and every meeting as a SportsEvent between the two teams: the schedule's builder
// (toSportsEvent) needs a whole GameView, which a meeting of the history does not carry (no
// time, facility or media), so the same shape is built here from what a meeting has.

type Team = { name: string; sport: string }

export function toOpponentListStructuredData(
  opponents: readonly { name: string; path: string }[],
  pageUrl: URL,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: opponents.length,
    itemListElement: opponents.map((opponent, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'SportsTeam',
        name: opponent.name,
        url: new URL(opponent.path, pageUrl).href,
      },
    })),
  }
}

export type MeetingLike = {
  day: LocalDay | null
  where: 'H' | 'A' | 'N' | null
  location: string | null
  result: { status: 'W' | 'L' | 'T'; score: string | null } | null
  boxScorePath: string | null
}

export function toOpponentStructuredData(
  team: Team,
  opponent: { name: string; image: string | null },
  meetings: readonly MeetingLike[],
  pageUrl: URL,
): Record<string, unknown> {
  const them = {
    '@type': 'SportsTeam',
    name: opponent.name,
    sport: team.sport,
    ...(opponent.image ? { logo: new URL(opponent.image, pageUrl).href } : {}),
  }
  const us = { '@type': 'SportsTeam', name: team.name, sport: team.sport }
  const events = meetings.flatMap((meeting) => {
    const day = meeting.day
    if (!day) return []
    const away = meeting.where === 'A'
    return [
      {
        '@type': 'SportsEvent',
        name: `${team.name} ${away ? 'at' : 'vs'} ${opponent.name}`,
        sport: team.sport,
        startDate: day,
        eventStatus: 'https://schema.org/EventScheduled',
        url: new URL(meeting.boxScorePath ?? pageUrl.pathname, pageUrl).href,
        homeTeam: away ? { name: opponent.name, '@type': 'SportsTeam' } : us,
        awayTeam: away ? us : { name: opponent.name, '@type': 'SportsTeam' },
        competitor: [us, { '@type': 'SportsTeam', name: opponent.name }],
        ...(meeting.location
          ? { location: { '@type': 'Place', name: meeting.location, address: meeting.location } }
          : {}),
      },
    ]
  })
  return { '@context': 'https://schema.org', '@graph': [them, ...events] }
}
