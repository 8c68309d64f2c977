import type { SportKey } from '../sport-catalog'

// What a realistic roster of each sport looks like: its size, when its season runs, its
// positions (with their share of the roster and body sizes), its jersey numbers. Heights are
// inches (mean, spread); a position without weights means the school lists none (most women's
// programmes, swimming, track, rowing), as real rosters do.

export type Calendar = 'fall' | 'winter' | 'spring'
export type JerseyStyle = 'football' | 'basketball' | 'team' | 'none'
export type PositionProfile = {
  short: string
  long: string
  share: number
  height: readonly [number, number]
  weight: readonly [number, number] | null
  // Football: offense, defense, special teams may share a number (real rosters do).
  side?: 'o' | 'd' | 's'
  // Numbers this position likes (goalkeepers wear 1, 0, 30 ...), tried first.
  jerseys?: readonly string[]
}

export type RosterProfile = {
  size: number
  calendar: Calendar
  jerseys: JerseyStyle
  // Highest jersey number the sport uses.
  maxJersey: number
  positions: readonly PositionProfile[]
  // Share of players from abroad.
  international: number
  // The school keeps the high school in custom1 and a club team in custom2 (README 5.1).
  clubInCustom: boolean
  // Share of freshmen who sit out a redshirt year.
  redshirt: number
  // Freshmen usually arrive from junior hockey (their team is the previous school).
  juniorHockey?: boolean
}

const p = (
  short: string,
  long: string,
  share: number,
  height: readonly [number, number],
  weight: readonly [number, number] | null,
  extra: Partial<PositionProfile> = {},
): PositionProfile => ({ short, long, share, height, weight, ...extra })

const GOALIE_NUMBERS = ['1', '0', '00', '30', '31', '35', '29', '33']

const football: RosterProfile = {
  size: 112,
  calendar: 'fall',
  jerseys: 'football',
  maxJersey: 99,
  international: 0.01,
  clubInCustom: false,
  redshirt: 0.45,
  positions: [
    p('QB', 'Quarterback', 6, [75, 1.4], [215, 10], { side: 'o' }),
    p('RB', 'Running Back', 7, [70.5, 1.5], [205, 12], { side: 'o' }),
    p('WR', 'Wide Receiver', 14, [73, 2], [190, 12], { side: 'o' }),
    p('TE', 'Tight End', 7, [76, 1.2], [245, 10], { side: 'o' }),
    p('OL', 'Offensive Lineman', 18, [77, 1.2], [305, 15], { side: 'o' }),
    p('DL', 'Defensive Lineman', 16, [75.5, 1.5], [285, 20], { side: 'd' }),
    p('LB', 'Linebacker', 12, [73.5, 1.2], [230, 10], { side: 'd' }),
    p('DB', 'Defensive Back', 18, [71.5, 1.5], [190, 10], { side: 'd' }),
    p('K', 'Kicker', 3, [71.5, 1.5], [190, 12], { side: 's' }),
    p('P', 'Punter', 2, [74, 1.5], [205, 10], { side: 's' }),
    p('LS', 'Long Snapper', 2, [73, 1], [230, 10], { side: 's' }),
  ],
}

const basketball = (men: boolean): RosterProfile => ({
  size: 15,
  calendar: 'winter',
  jerseys: 'basketball',
  maxJersey: 55,
  international: 0.12,
  clubInCustom: false,
  redshirt: 0.08,
  positions: men
    ? [
        p('G', 'Guard', 7, [75, 2], [190, 12]),
        p('F', 'Forward', 5, [79, 1.5], [220, 12]),
        p('C', 'Center', 3, [83, 1.2], [245, 12]),
      ]
    : [
        p('G', 'Guard', 7, [68, 2], null),
        p('F', 'Forward', 5, [72, 1.5], null),
        p('C', 'Center', 3, [75, 1.2], null),
      ],
})

const baseball: RosterProfile = {
  size: 36,
  calendar: 'spring',
  jerseys: 'team',
  maxJersey: 59,
  international: 0.04,
  clubInCustom: false,
  redshirt: 0.12,
  positions: [
    p('RHP', 'Right-Handed Pitcher', 13, [74, 1.8], [200, 12]),
    p('LHP', 'Left-Handed Pitcher', 5, [74, 1.8], [195, 12]),
    p('C', 'Catcher', 4, [72, 1.2], [205, 10]),
    p('INF', 'Infielder', 8, [71.5, 1.5], [185, 10]),
    p('OF', 'Outfielder', 6, [72, 1.5], [190, 10]),
  ],
}

const softball: RosterProfile = {
  size: 24,
  calendar: 'spring',
  jerseys: 'team',
  maxJersey: 99,
  international: 0.03,
  clubInCustom: true,
  redshirt: 0.05,
  positions: [
    p('RHP', 'Right-Handed Pitcher', 4, [69, 1.8], null),
    p('LHP', 'Left-Handed Pitcher', 2, [68, 1.8], null),
    p('C', 'Catcher', 3, [66, 1.5], null),
    p('INF', 'Infielder', 7, [66, 1.8], null),
    p('OF', 'Outfielder', 5, [66.5, 1.8], null),
    p('UT', 'Utility', 3, [66, 1.8], null),
  ],
}

const soccer = (men: boolean): RosterProfile => ({
  size: 28,
  calendar: 'fall',
  jerseys: 'team',
  maxJersey: 35,
  international: men ? 0.22 : 0.1,
  clubInCustom: true,
  redshirt: 0.06,
  positions: [
    p('GK', 'Goalkeeper', 3, men ? [74, 1.5] : [68.5, 1.5], men ? [185, 10] : null, {
      jerseys: GOALIE_NUMBERS,
    }),
    p('D', 'Defender', 8, men ? [72, 2] : [66, 2], men ? [175, 10] : null),
    p('M', 'Midfielder', 9, men ? [70, 2] : [65, 2], men ? [160, 10] : null),
    p('F', 'Forward', 6, men ? [70.5, 2] : [65.5, 2], men ? [165, 10] : null),
  ],
})

const volleyball = (men: boolean): RosterProfile => ({
  size: 18,
  calendar: men ? 'spring' : 'fall',
  jerseys: 'team',
  maxJersey: 25,
  international: 0.08,
  clubInCustom: true,
  redshirt: 0.1,
  positions: [
    p('S', 'Setter', 3, men ? [74, 1.5] : [70, 1.5], men ? [180, 10] : null),
    p('OH', 'Outside Hitter', 5, men ? [77, 1.5] : [72.5, 1.5], men ? [195, 10] : null),
    p('MB', 'Middle Blocker', 4, men ? [79, 1.5] : [74.5, 1.5], men ? [205, 10] : null),
    p('OPP', 'Opposite', 2, men ? [78, 1.5] : [73, 1.5], men ? [200, 10] : null),
    p('L', 'Libero', 2, men ? [71, 1.5] : [66, 1.5], men ? [165, 8] : null),
    p('DS', 'Defensive Specialist', 2, men ? [71, 1.5] : [66, 1.5], men ? [165, 8] : null),
  ],
})

const hockey = (men: boolean): RosterProfile => ({
  size: men ? 28 : 26,
  calendar: 'winter',
  jerseys: 'team',
  maxJersey: 40,
  international: men ? 0.25 : 0.2,
  clubInCustom: false,
  redshirt: 0,
  juniorHockey: true,
  positions: [
    p('F', 'Forward', 15, men ? [71.5, 1.8] : [66, 1.8], men ? [185, 10] : null),
    p('D', 'Defenseman', 9, men ? [73, 1.5] : [67, 1.5], men ? [195, 10] : null),
    p('G', 'Goaltender', 3, men ? [73, 1.5] : [67, 1.5], men ? [185, 10] : null, {
      jerseys: GOALIE_NUMBERS,
    }),
  ],
})

const lacrosse = (men: boolean): RosterProfile => ({
  size: men ? 45 : 35,
  calendar: 'spring',
  jerseys: 'team',
  maxJersey: 99,
  international: 0.04,
  clubInCustom: !men,
  redshirt: 0.1,
  positions: men
    ? [
        p('A', 'Attack', 8, [71, 1.5], [180, 10]),
        p('M', 'Midfield', 14, [71, 1.5], [185, 10]),
        p('D', 'Defense', 9, [73, 1.5], [200, 10]),
        p('LSM', 'Long Stick Midfielder', 4, [72, 1.5], [195, 10]),
        p('FO', 'Faceoff', 3, [70, 1.5], [190, 10]),
        p('G', 'Goalie', 4, [71, 1.5], [190, 10], { jerseys: GOALIE_NUMBERS }),
      ]
    : [
        p('A', 'Attack', 9, [66, 1.8], null),
        p('M', 'Midfield', 11, [66, 1.8], null),
        p('D', 'Defense', 9, [67, 1.8], null),
        p('DS', 'Defensive Specialist', 3, [65, 1.8], null),
        p('G', 'Goalie', 3, [67, 1.8], null, { jerseys: GOALIE_NUMBERS }),
      ],
})

const fieldHockey: RosterProfile = {
  size: 25,
  calendar: 'fall',
  jerseys: 'team',
  maxJersey: 35,
  international: 0.25,
  clubInCustom: true,
  redshirt: 0.04,
  positions: [
    p('F', 'Forward', 7, [65, 2], null),
    p('MF', 'Midfielder', 8, [65, 2], null),
    p('B', 'Back', 7, [66, 2], null),
    p('GK', 'Goalkeeper', 3, [66, 2], null, { jerseys: GOALIE_NUMBERS }),
  ],
}

const waterPolo = (men: boolean): RosterProfile => ({
  size: 24,
  calendar: men ? 'fall' : 'spring',
  jerseys: 'team',
  maxJersey: 25,
  international: 0.15,
  clubInCustom: true,
  redshirt: 0.05,
  positions: [
    p('A', 'Attacker', 8, men ? [74, 1.8] : [69, 1.8], men ? [190, 12] : null),
    p('C', 'Center', 4, men ? [76, 1.5] : [70, 1.5], men ? [215, 12] : null),
    p('D', 'Defender', 5, men ? [75, 1.5] : [69.5, 1.5], men ? [200, 12] : null),
    p('UT', 'Utility', 4, men ? [74, 1.8] : [69, 1.8], men ? [190, 12] : null),
    p('GK', 'Goalkeeper', 3, men ? [75, 1.5] : [70, 1.5], men ? [200, 12] : null, {
      jerseys: ['1', '13', '21'],
    }),
  ],
})

// Individual sports list no position (positionShort/Long "") or an event group, and no numbers.
const individual = (
  size: number,
  calendar: Calendar,
  height: readonly [number, number],
  international: number,
  positions?: readonly PositionProfile[],
): RosterProfile => ({
  size,
  calendar,
  jerseys: 'none',
  maxJersey: 0,
  international,
  clubInCustom: false,
  redshirt: 0.05,
  positions: positions ?? [p('', '', 1, height, null)],
})

const swimming = (men: boolean) => {
  const h: readonly [number, number] = men ? [74, 2] : [68, 2]
  return individual(men ? 30 : 32, 'winter', h, 0.12, [
    p('Free', 'Freestyle', 8, h, null),
    p('Back', 'Backstroke', 4, h, null),
    p('Breast', 'Breaststroke', 4, h, null),
    p('Fly', 'Butterfly', 4, h, null),
    p('IM', 'Individual Medley', 3, h, null),
    p('Dist', 'Distance Freestyle', 3, h, null),
    p('Diving', 'Diving', 3, men ? [70, 2] : [64, 2], null),
  ])
}

const track = (men: boolean) =>
  individual(men ? 46 : 48, 'winter', [70, 2], 0.08, [
    p('S', 'Sprints', 10, men ? [72, 2] : [66, 2], null),
    p('H', 'Hurdles', 4, men ? [73, 1.5] : [67, 1.5], null),
    p('MD', 'Middle Distance', 7, men ? [71, 2] : [65.5, 2], null),
    p('D', 'Distance', 10, men ? [70, 2] : [64.5, 2], null),
    p('J', 'Jumps', 6, men ? [73, 2] : [67, 2], null),
    p('T', 'Throws', 7, men ? [74, 2] : [68, 2], null),
    p('M', 'Multi-Events', 2, men ? [74, 1.5] : [68, 1.5], null),
  ])

const WRESTLING_CLASSES: readonly [string, number, number][] = [
  ['125', 64, 125],
  ['133', 66, 133],
  ['141', 67, 141],
  ['149', 68, 149],
  ['157', 69, 157],
  ['165', 70, 165],
  ['174', 71, 174],
  ['184', 72, 184],
  ['197', 73, 197],
  ['HWT', 75, 250],
]

const wrestling: RosterProfile = {
  ...individual(32, 'winter', [69, 2], 0.02),
  redshirt: 0.4,
  positions: WRESTLING_CLASSES.map(([cls, height, weight]) =>
    p(cls, cls === 'HWT' ? 'Heavyweight' : `${cls} lbs.`, 1, [height, 1.2], [weight, 2]),
  ),
}

export const ROSTER_PROFILES: Record<Exclude<SportKey, 'general'>, RosterProfile> = {
  football,
  mbasket: basketball(true),
  wbasket: basketball(false),
  baseball,
  softball,
  msoc: soccer(true),
  wsoc: soccer(false),
  wvball: volleyball(false),
  mvball: volleyball(true),
  mhockey: hockey(true),
  whockey: hockey(false),
  mlax: lacrosse(true),
  wlax: lacrosse(false),
  fhockey: fieldHockey,
  mwpolo: waterPolo(true),
  wwpolo: waterPolo(false),
  mten: individual(10, 'winter', [73, 2], 0.5),
  wten: individual(10, 'winter', [67, 2], 0.5),
  mgolf: individual(10, 'winter', [71, 2], 0.2),
  wgolf: individual(9, 'winter', [66, 2], 0.25),
  mswim: swimming(true),
  wswim: swimming(false),
  mtrack: track(true),
  wtrack: track(false),
  mcross: individual(15, 'fall', [70, 2], 0.1, [p('D', 'Distance', 1, [70, 2], null)]),
  wcross: individual(16, 'fall', [65, 2], 0.1, [p('D', 'Distance', 1, [65, 2], null)]),
  wrow: individual(48, 'winter', [69, 2], 0.1, [
    p('Port', 'Port', 18, [70, 2], null),
    p('Star.', 'Starboard', 18, [70, 2], null),
    p('Cox.', 'Coxswain', 6, [63, 1.5], null),
  ]),
  wrestling,
}

export function getRosterProfile(key: SportKey): RosterProfile | null {
  return key === 'general' ? null : ROSTER_PROFILES[key]
}
