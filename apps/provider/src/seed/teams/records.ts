import type { Faker } from '@faker-js/faker'
import type { StaffProfile } from './staff-profiles'
import type { CoachingRecordTotals } from '../../resources/staff/staff-queries'

// Win-loss records of a sport's head coaches, season by season: each coach has a level that
// drifts from year to year, about 55 % of games are in conference.

export type SeasonRecord = CoachingRecordTotals

export function seasonRecord(faker: Faker, profile: StaffProfile, level: number): SeasonRecord {
  const games = (profile.games ?? 0) + faker.number.int({ min: -1, max: 1 })
  const conferenceGames = Math.round(games * 0.55)
  const play = (count: number) => {
    let wins = 0
    let losses = 0
    let ties = 0
    for (let game = 0; game < count; game += 1) {
      const roll = faker.number.float({ min: 0, max: 1 })
      if (profile.ties && roll > 0.92) ties += 1
      else if (roll < level) wins += 1
      else losses += 1
    }
    return { wins, losses, ties }
  }
  const conference = play(conferenceGames)
  const other = play(games - conferenceGames)
  return {
    overallWins: conference.wins + other.wins,
    overallLosses: conference.losses + other.losses,
    overallTies: conference.ties + other.ties,
    conferenceWins: conference.wins,
    conferenceLosses: conference.losses,
    conferenceTies: conference.ties,
  }
}
