import type { SportKey } from '../sport-catalog'

// Who coaches a sport and how its seasons are counted: the assistants' titles (2-5 of them), the
// support staff's, and how many games a season has (null: the sport keeps no win-loss record,
// as in golf, track, cross country and rowing, where teams place rather than win).

export type StaffProfile = {
  assistants: readonly string[]
  support: readonly string[]
  games: number | null
  // Whether a game can end level.
  ties: boolean
}

const ASSISTANTS = ['Associate Head Coach', 'Assistant Coach']
const TRAINER = 'Athletic Trainer'
const STRENGTH = 'Strength and Conditioning Coach'

const teamSport = (games: number, ties: boolean, extra: readonly string[] = []): StaffProfile => ({
  assistants: [...ASSISTANTS, ...extra],
  support: [TRAINER, STRENGTH],
  games,
  ties,
})

const individual = (games: number | null, extra: readonly string[] = []): StaffProfile => ({
  assistants: [...ASSISTANTS, ...extra],
  support: [TRAINER],
  games,
  ties: false,
})

const basketball: StaffProfile = {
  assistants: ['Associate Head Coach', 'Assistant Coach', 'Assistant Coach'],
  support: ['Director of Basketball Operations', 'Video Coordinator', TRAINER, STRENGTH],
  games: 31,
  ties: false,
}

const diamond: StaffProfile = {
  assistants: [
    'Associate Head Coach / Pitching',
    'Assistant Coach / Hitting',
    'Volunteer Assistant Coach',
  ],
  support: ['Director of Operations', TRAINER],
  games: 54,
  ties: false,
}

export const STAFF_PROFILES: Record<Exclude<SportKey, 'general'>, StaffProfile> = {
  football: {
    assistants: [
      'Associate Head Coach / Defensive Coordinator',
      'Offensive Coordinator / Quarterbacks',
      'Offensive Line',
      'Wide Receivers',
      'Special Teams Coordinator / Tight Ends',
    ],
    support: ['Director of Football Operations', 'Director of Player Personnel', TRAINER, STRENGTH],
    games: 12,
    ties: false,
  },
  mbasket: basketball,
  wbasket: basketball,
  baseball: diamond,
  softball: { ...diamond, games: 52 },
  msoc: teamSport(18, true, ['Goalkeeper Coach']),
  wsoc: teamSport(19, true, ['Goalkeeper Coach']),
  wvball: teamSport(30, false, ['Volunteer Assistant Coach']),
  mvball: teamSport(28, false),
  mhockey: teamSport(36, true, ['Goaltending Coach']),
  whockey: teamSport(35, true, ['Goaltending Coach']),
  mlax: teamSport(16, false, ['Volunteer Assistant Coach']),
  wlax: teamSport(17, false),
  fhockey: teamSport(18, true),
  mwpolo: teamSport(28, false),
  wwpolo: teamSport(28, false),
  mten: individual(24),
  wten: individual(24),
  mgolf: individual(null),
  wgolf: individual(null),
  mswim: individual(8, ['Diving Coach']),
  wswim: individual(8, ['Diving Coach']),
  mtrack: individual(null, ['Assistant Coach - Sprints & Hurdles', 'Assistant Coach - Throws']),
  wtrack: individual(null, ['Assistant Coach - Jumps', 'Assistant Coach - Distance']),
  mcross: individual(null),
  wcross: individual(null),
  wrow: individual(null, ['Assistant Coach - Novice']),
  wrestling: individual(16, ['Volunteer Assistant Coach']),
}
