import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { firstSport, spread } from './media-kit'

// The department's history by calendar day (GET /OnThisDay): in every month two milestones and
// four results of old games, from 1962 to 2024, so any day of the year has history within a
// week of it and the years span six decades. Fixed years: none of it moves with the seed clock
// (anything after its `now` is left out all the same).

export type SeedOnThisDay = {
  id: number
  kind: 'story' | 'game'
  date: string
  sportId: number
  title: string
  summary: string | null
  url: string | null
  imagePath: string | null
  opponent: string | null
  locationIndicator: string | null
  teamScore: string | null
  opponentScore: string | null
  resultStatus: string | null
  featured: boolean
}

const OPPONENTS = [
  'Harbor Bay',
  'Cedar Falls State',
  'Westmont College',
  'Iron Range Tech',
  'St. Brendan',
  'Prairie View A&I',
  'Lake Superior Christian',
  'Mesabi University',
]

// Score ranges per sport: [low, high] for the winner.
const SCORING: Partial<Record<SportKey, [number, number]>> = {
  football: [17, 45],
  mbasket: [62, 96],
  wbasket: [58, 90],
  baseball: [3, 11],
  softball: [2, 9],
  mhockey: [2, 6],
  wvball: [3, 3],
  msoc: [1, 4],
  wsoc: [1, 4],
}

const GAME_SPORTS: SportKey[] = [
  'football',
  'mbasket',
  'wbasket',
  'baseball',
  'mhockey',
  'wvball',
  'softball',
  'wsoc',
]

const MILESTONES: { sports: SportKey[]; title: string; summary: string; url: string }[] = [
  {
    sports: ['football'],
    title: '{school} claims its first conference football title',
    summary: 'A goal-line stand in the final minute sealed the championship before a record crowd.',
    url: '/sports/{slug}',
  },
  {
    sports: ['mbasket'],
    title: '{mascots} reach the NCAA Sweet 16',
    summary: 'A buzzer-beater sent the program to the regional semifinals for the first time.',
    url: '/sports/{slug}',
  },
  {
    sports: ['wbasket'],
    title: 'Women’s basketball wins 30th game of the season',
    summary: 'The most wins in program history, capped by the conference tournament title.',
    url: '/sports/{slug}',
  },
  {
    sports: ['general'],
    title: 'Athletics Hall of Fame inducts its first class',
    summary: 'Eleven former student-athletes and coaches were enshrined at the inaugural banquet.',
    url: '/honors',
  },
  {
    sports: ['wswim', 'wrow', 'general'],
    title: '{school} alumna wins Olympic gold',
    summary: 'A four-time all-American brought home gold, the first Olympic title by an alum.',
    url: '/honors',
  },
  {
    sports: ['general'],
    title: 'Doors open at the new arena',
    summary: 'The department dedicated its new home court with a doubleheader and a sellout crowd.',
    url: '/facilities',
  },
  {
    sports: ['baseball'],
    title: 'Baseball earns its first NCAA regional bid',
    summary: 'The selection committee rewarded a 38-win season and a share of the league title.',
    url: '/sports/{slug}',
  },
  {
    sports: ['mhockey', 'wvball'],
    title: '{mascots} win the conference tournament in overtime',
    summary: 'A sudden-victory finish capped one of the great comebacks in school history.',
    url: '/sports/{slug}',
  },
]

export function buildOnThisDay(definition: TenantDefinition, clock: SeedClock): SeedOnThisDay[] {
  const entries: SeedOnThisDay[] = []
  const fill = (text: string, slug: string) =>
    text
      .replaceAll('{school}', definition.schoolName)
      .replaceAll('{mascots}', definition.mascotPlural)
      .replaceAll('{slug}', slug)
  for (let month = 1; month <= 12; month += 1) {
    for (let k = 0; k < 6; k += 1) {
      const id = 1 + (month - 1) * 6 + k
      const year = 1962 + (spread(month, k, 5) % 63)
      const day = 1 + (spread(month, k, 9) % 28)
      const date = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T19:00:00`
      if (k < 2) {
        const milestone = MILESTONES[(month * 2 + k) % MILESTONES.length]
        if (!milestone) continue
        const sport = firstSport(definition, milestone.sports)
        entries.push({
          id,
          kind: 'story',
          date,
          sportId: sport.id,
          title: fill(milestone.title, sport.slug),
          summary: milestone.summary,
          url: fill(milestone.url, sport.slug),
          imagePath: `/images/${definition.slug}/sports/${sport.slug}.svg`,
          opponent: null,
          locationIndicator: null,
          teamScore: null,
          opponentScore: null,
          resultStatus: null,
          featured: k === 0,
        })
        continue
      }
      const sport = firstSport(definition, [
        GAME_SPORTS[spread(month, k) % GAME_SPORTS.length] ?? 'mbasket',
        'mbasket',
      ])
      const [low, high] = SCORING[sport.key] ?? [1, 5]
      const winner = low + (spread(id, 1) % (high - low + 1))
      const margin = sport.key === 'wvball' ? 1 + (spread(id, 2) % 3) : 1 + (spread(id, 2) % 12)
      const loser = Math.max(0, winner - margin)
      const won = spread(id, 3) % 4 !== 0
      const opponent = OPPONENTS[spread(id, 4) % OPPONENTS.length] ?? 'Harbor Bay'
      entries.push({
        id,
        kind: 'game',
        date,
        sportId: sport.id,
        title: `${sport.title} ${won ? 'defeats' : 'falls to'} ${opponent}`,
        summary: null,
        url: null,
        imagePath: null,
        opponent,
        locationIndicator: ['H', 'A', 'N'][spread(id, 5) % 3] ?? 'H',
        teamScore: String(won ? winner : loser),
        opponentScore: String(won ? loser : winner),
        resultStatus: won ? 'W' : 'L',
        featured: false,
      })
    }
  }
  return entries.filter((entry) => entry.date <= clock.now)
}
