import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { slugify } from '../stories/story-kit'
import { daysBefore, firstSport, spread, type MediaSport } from './media-kit'

// Press clippings (articles about the school in other outlets) and coverage links (broadcast
// features, radio and podcast interviews) for GET /PressClips: 44 across the sports, dated over
// the last year. Outlets are fictional and link to .example addresses.

export type SeedPressClip = {
  id: number
  kind: 'clipping' | 'coverage'
  sportId: number | null
  title: string
  summary: string
  link: string
  date: string
  author: string
  sourceId: number
  sourceTitle: string
  sourceWebsite: string
  imagePath: string | null
  openInNewWindow: boolean
}

const OUTLETS = [
  { id: 61, title: 'The Lakeshore Tribune', website: 'https://lakeshore-tribune.example' },
  { id: 62, title: 'Midwest Sports Network', website: 'https://midwest-sports-network.example' },
  { id: 63, title: 'The Campus Chronicle', website: 'https://campus-chronicle.example' },
  { id: 64, title: 'Great Lakes Public Radio', website: 'https://glpr.example' },
  {
    id: 65,
    title: 'Collegiate Sports Weekly',
    website: 'https://collegiate-sports-weekly.example',
  },
  { id: 66, title: 'The Prairie Courier', website: 'https://prairie-courier.example' },
  { id: 67, title: 'Channel 8 Sports', website: 'https://channel8-sports.example' },
]

const AUTHORS = ['Dana Whitfield', 'Marcus Ortega', 'Priya Raman', 'Tom Kessler', 'Leah Brandt']

type Template = { title: string; summary: string }

const CLIPPINGS: Template[] = [
  {
    title: '{team} finds its identity on defense',
    summary:
      'Three weeks into conference play, the {mascots} lead the league in fewest points allowed, and the coaching staff says it started in a summer of early-morning workouts.',
  },
  {
    title: 'Senior captain leads {team} into the postseason',
    summary:
      'A four-year starter who almost walked away as a sophomore is now the heartbeat of a team with championship hopes.',
  },
  {
    title: 'How {school} built a winner without a single five-star recruit',
    summary:
      'Player development, patience and a locker room that stays together: inside the rise of {team}.',
  },
  {
    title: '{team} rallies late to stay unbeaten at home',
    summary:
      'A fourth-quarter surge sent the home crowd into the night happy and kept the {mascots} perfect on their own floor.',
  },
  {
    title: 'Column: {team} deserves a national look',
    summary:
      'The numbers say the {mascots} belong in the conversation. The schedule ahead will decide whether voters agree.',
  },
  {
    title: 'Walk-on to starter: the long road of a {school} favorite',
    summary: 'Once the last name on the roster, now in the starting lineup and on the dean’s list.',
  },
  {
    title: '{team} signs a class built for the long haul',
    summary:
      'The coaching staff added speed, size and a pair of in-state standouts in a class ranked among the league’s best.',
  },
  {
    title: '{school} freshman named conference rookie of the week',
    summary: 'A breakout weekend earned the first-year the league’s weekly honor.',
  },
]

const COVERAGE: Template[] = [
  {
    title: 'Video: {team} at practice as the stretch run begins',
    summary: 'Channel cameras spent a morning with the {mascots} ahead of a pivotal week.',
  },
  {
    title: 'Radio: head coach joins the morning show',
    summary:
      'A 12-minute conversation on the season so far, the injury report and the next opponent.',
  },
  {
    title: 'Podcast: the {team} season at the halfway mark',
    summary: 'Two beat writers break down what has worked and what has to change.',
  },
  {
    title: 'TV feature: the families behind {team}',
    summary: 'A gameday feature on the parents who drive six hours for every home game.',
  },
]

const SPORTS: SportKey[] = [
  'football',
  'mbasket',
  'wbasket',
  'wvball',
  'mhockey',
  'baseball',
  'softball',
  'wsoc',
  'msoc',
  'wrow',
  'mswim',
]

export const PRESS_CLIP_COUNT = 44

export function buildPressClips(definition: TenantDefinition, clock: SeedClock): SeedPressClip[] {
  const clips: SeedPressClip[] = []
  for (let n = 0; n < PRESS_CLIP_COUNT; n += 1) {
    // Every third clip from the second on is a coverage link; every eleventh is department-wide.
    const kind = n % 3 === 1 ? 'coverage' : 'clipping'
    const general = n % 11 === 10
    const sport: MediaSport | null = general
      ? null
      : firstSport(definition, [SPORTS[n % SPORTS.length] ?? 'mbasket', 'mbasket'])
    const templates = kind === 'coverage' ? COVERAGE : CLIPPINGS
    const template = templates[spread(n, 3) % templates.length] ?? { title: '', summary: '' }
    const team = sport ? `${definition.schoolName} ${sport.title}` : definition.siteName
    const fill = (text: string) =>
      text
        .replaceAll('{team}', team)
        .replaceAll('{school}', definition.schoolName)
        .replaceAll('{mascots}', definition.mascotPlural)
    const outlet =
      kind === 'coverage'
        ? (OUTLETS[[3, 6, 1][n % 3] ?? 1] ?? OUTLETS[0])
        : OUTLETS[spread(n, 7) % OUTLETS.length]
    if (!outlet) throw new Error('no outlet')
    const date = daysBefore(
      clock.now,
      1 + n * 8 + (spread(n) % 5),
      `${String(7 + (n % 10)).padStart(2, '0')}:30:00`,
    )
    const title = fill(template.title)
    clips.push({
      id: 1 + n,
      kind,
      sportId: sport?.id ?? null,
      title,
      summary: fill(template.summary),
      link: `${outlet.website}/${date.slice(0, 4)}/${date.slice(5, 7)}/${slugify(title)}`,
      date,
      author: AUTHORS[spread(n, 11) % AUTHORS.length] ?? '',
      sourceId: outlet.id,
      sourceTitle: outlet.title,
      sourceWebsite: outlet.website,
      imagePath: null,
      openInNewWindow: true,
    })
  }
  return clips
}
