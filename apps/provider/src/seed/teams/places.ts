// Where players come from: real US towns (AP state style, as athletics sites print them), a few
// cities abroad, and fictional colleges, clubs and junior teams, so no real person is implied.

export const AP_STATES: Record<string, string> = {
  AL: 'Ala.',
  AZ: 'Ariz.',
  CA: 'Calif.',
  CO: 'Colo.',
  CT: 'Conn.',
  FL: 'Fla.',
  GA: 'Ga.',
  ID: 'Idaho',
  IL: 'Ill.',
  IN: 'Ind.',
  IA: 'Iowa',
  KS: 'Kan.',
  KY: 'Ky.',
  LA: 'La.',
  ME: 'Maine',
  MD: 'Md.',
  MA: 'Mass.',
  MI: 'Mich.',
  MN: 'Minn.',
  MO: 'Mo.',
  MT: 'Mont.',
  NE: 'Neb.',
  NV: 'Nev.',
  NH: 'N.H.',
  NJ: 'N.J.',
  NY: 'N.Y.',
  NC: 'N.C.',
  ND: 'N.D.',
  OH: 'Ohio',
  OK: 'Okla.',
  OR: 'Ore.',
  PA: 'Pa.',
  RI: 'R.I.',
  SD: 'S.D.',
  TN: 'Tenn.',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vt.',
  VA: 'Va.',
  WA: 'Wash.',
  WI: 'Wis.',
  WY: 'Wyo.',
}

// Towns by state, so a school can favour its own state and its neighbours.
const TOWNS: Record<string, readonly string[]> = {
  MN: [
    'Eden Prairie',
    'Edina',
    'Lakeville',
    'Rochester',
    'Duluth',
    'Maple Grove',
    'St. Cloud',
    'Mankato',
    'Woodbury',
    'Stillwater',
    'Wayzata',
    'Moorhead',
    'Owatonna',
    'Elk River',
    'Bemidji',
  ],
  WI: ['Madison', 'Green Bay', 'Eau Claire', 'Appleton', 'La Crosse', 'Waukesha'],
  IA: ['Des Moines', 'Cedar Rapids', 'Ames', 'Sioux City', 'Dubuque'],
  ND: ['Fargo', 'Bismarck'],
  SD: ['Sioux Falls', 'Rapid City'],
  IL: ['Naperville', 'Evanston', 'Peoria', 'Schaumburg', 'Rockford'],
  MI: ['Ann Arbor', 'Grand Rapids', 'Traverse City', 'Lansing'],
  NE: ['Omaha', 'Lincoln'],
  MO: ['Kansas City', 'St. Louis'],
  OH: ['Columbus', 'Cincinnati', 'Dublin'],
  IN: ['Carmel', 'Fort Wayne'],
  CO: ['Denver', 'Boulder'],
  TX: ['Dallas', 'Austin', 'Plano', 'Houston'],
  CA: ['San Diego', 'Sacramento', 'Long Beach', 'Irvine'],
  AZ: ['Phoenix', 'Scottsdale'],
  WA: ['Seattle', 'Spokane'],
  OR: ['Portland', 'Bend'],
  ID: ['Boise'],
  UT: ['Salt Lake City'],
  MT: ['Billings'],
  GA: ['Atlanta'],
  FL: ['Tampa', 'Orlando'],
  NC: ['Charlotte', 'Raleigh'],
  TN: ['Nashville'],
  KY: ['Louisville'],
  VA: ['Richmond'],
  MD: ['Baltimore'],
  PA: ['Pittsburgh', 'Philadelphia'],
  NY: ['Buffalo', 'Rochester', 'Syracuse'],
  NJ: ['Princeton'],
  CT: ['Hartford'],
  RI: ['Providence'],
  MA: ['Boston', 'Worcester'],
  VT: ['Burlington'],
  NH: ['Manchester', 'Concord'],
  ME: ['Portland', 'Bangor', 'Lewiston', 'Augusta', 'Brunswick', 'Bar Harbor', 'Scarborough'],
}

const NEIGHBOURS: Record<string, readonly string[]> = {
  MN: ['WI', 'IA', 'ND', 'SD', 'IL', 'MI'],
  ME: ['NH', 'VT', 'MA', 'CT', 'RI', 'NY'],
}

export type Hometown = { town: string; state: string | null; text: string }

export type Towns = { home: Hometown[]; near: Hometown[]; all: Hometown[] }

const townsByHomeState = new Map<string, Towns>()

// The towns a school recruits from, worked out once per home state.
export function usTowns(homeState: string): Towns {
  const known = townsByHomeState.get(homeState)
  if (known) return known
  const toHometown = ({ town, state }: { town: string; state: string }): Hometown => ({
    town,
    state,
    text: `${town}, ${AP_STATES[state] ?? state}`,
  })
  const inStates = (states: readonly string[]) =>
    states.flatMap((state) => (TOWNS[state] ?? []).map((town) => toHometown({ town, state })))
  const towns = {
    home: inStates([homeState]),
    near: inStates(NEIGHBOURS[homeState] ?? []),
    all: inStates(Object.keys(TOWNS)),
  }
  townsByHomeState.set(homeState, towns)
  return towns
}

export const ABROAD: readonly Hometown[] = [
  ['Toronto', 'Ontario'],
  ['Winnipeg', 'Manitoba'],
  ['Calgary', 'Alberta'],
  ['Stockholm', 'Sweden'],
  ['Bergen', 'Norway'],
  ['Helsinki', 'Finland'],
  ['Copenhagen', 'Denmark'],
  ['Manchester', 'England'],
  ['Dublin', 'Ireland'],
  ['Madrid', 'Spain'],
  ['Lyon', 'France'],
  ['Munich', 'Germany'],
  ['Utrecht', 'Netherlands'],
  ['Melbourne', 'Australia'],
  ['Auckland', 'New Zealand'],
  ['Tokyo', 'Japan'],
  ['São Paulo', 'Brazil'],
  ['Lagos', 'Nigeria'],
].map(([town = '', country = '']) => ({ town, state: null, text: `${town}, ${country}` }))

export const HIGH_SCHOOL_PATTERNS: readonly ((town: string, name: string) => string)[] = [
  (town) => `${town} High School`,
  (town) => `${town} High School`,
  (town) => `${town} HS`,
  (town) => `${town} North`,
  (town) => `${town} Central`,
  (_town, name) => `${name} Academy`,
  (_town, name) => `St. ${name} Catholic`,
  (_town, name) => `${name} Prep`,
]

// Fictional colleges a transfer may come from.
export const COLLEGES = [
  'Cedar Falls State',
  'Red River University',
  'Pinecrest College',
  'Bluff City University',
  'St. Aldric College',
  'Mesa Verde Community College',
  'Harbor Bay University',
  'Granite State Tech',
  'Westbrook College',
  'Eastfield University',
  'Copper Ridge Community College',
  'North Plains State',
  'Lakehead A&M',
  'Prairie View Christian',
] as const

// Fictional club teams (custom2 on schools that list them) and junior hockey teams.
export const CLUBS = [
  'North Star FC Academy',
  'Lakes Region United',
  'Metro Elite',
  'Capital Area Strikers',
  'Heartland Volleyball Club',
  'Summit Select',
  'River City Rush',
  'Tri-County Thunder',
] as const

export const JUNIOR_TEAMS = [
  'Prairie Storm (USHL)',
  'Lakeland Lynx (NAHL)',
  'Capital City Kings (BCHL)',
  'Iron Range Miners (NAHL)',
  'Bay State Breakers (USHL)',
  'Northern Lights (NAHL)',
] as const

export const MAJORS = [
  'Business Administration',
  'Kinesiology',
  'Communication Studies',
  'Biology',
  'Exercise Science',
  'Psychology',
  'Mechanical Engineering',
  'Finance',
  'Sport Management',
  'Computer Science',
  'Nursing',
  'Economics',
  'Political Science',
  'Elementary Education',
  'Marketing',
  'Journalism',
  'Chemistry',
  'Undeclared',
] as const
