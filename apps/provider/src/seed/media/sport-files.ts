import { writePdf } from '../../media/pdf'
import { hashAccessCode } from '../../resources/sport-files/access-code'
import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { daysBefore, firstSport, pdfDate, type MediaFile } from './media-kit'

// Files a sport posts on a day (own design; /sports/{year}/{month}/{day}/{filename} on the
// site): public ones, one hidden (staff only, behind requireStaff) and one protected by an
// access code. The demo codes are published on purpose (packages/contract/README.md).

export const SPORT_FILE_ACCESS_CODES: Record<string, string> = {
  demo: 'owls-travel-2026',
  lakeside: 'herons-travel-2026',
}

export type SeedSportFile = {
  id: number
  sportId: number
  day: string
  fileName: string
  title: string
  description: string
  access: 'public' | 'hidden' | 'protected'
  accessCodeHash: string | null
  filePath: string
  created: string
}

type Spec = {
  sports: SportKey[]
  name: string
  title: string
  description: string
  access: SeedSportFile['access']
  daysAgo: number
  paragraphs: string[]
}

const SPECS: Spec[] = [
  {
    sports: ['football', 'mbasket'],
    name: 'depth-chart.pdf',
    title: 'Depth Chart',
    description: 'The two-deep released to media before this week’s game.',
    access: 'public',
    daysAgo: 3,
    paragraphs: [
      'Offense, defense and special teams two-deep as submitted to the conference office. Subject to change; injury updates are given at the coach’s press conference.',
    ],
  },
  {
    sports: ['football', 'mbasket'],
    name: 'weekly-release.pdf',
    title: 'Weekly Release',
    description: 'Notes, statistics and the week ahead.',
    access: 'public',
    daysAgo: 10,
    paragraphs: [
      'Season statistics, game-by-game results, player notes and the broadcast information for the week ahead.',
    ],
  },
  {
    sports: ['mbasket'],
    name: 'camp-registration.pdf',
    title: 'Camp Registration Form',
    description: 'Summer day camp registration and medical release.',
    access: 'public',
    daysAgo: 30,
    paragraphs: [
      'Camper name, age, shirt size and emergency contact. A parent or guardian signs the medical release below. Return the form with payment to the basketball office.',
    ],
  },
  {
    sports: ['wbasket'],
    name: 'travel-itinerary-draft.pdf',
    title: 'Road Trip Itinerary (Draft)',
    description: 'Draft travel plan for the holiday tournament; not yet confirmed.',
    access: 'hidden',
    daysAgo: 5,
    paragraphs: [
      'Draft: bus departs the arena at 7:15 a.m., flight at 10:40 a.m., practice at the host site at 5 p.m. Hotel and meal times to be confirmed by the operations office.',
    ],
  },
  {
    sports: ['baseball'],
    name: 'team-travel-packet.pdf',
    title: 'Team Travel Packet',
    description: 'Hotel, meal and bus times for families traveling to the opening series.',
    access: 'protected',
    daysAgo: 7,
    paragraphs: [
      'Families: the team hotel block is held until two weeks before the series. Bus departs the hotel 2 hours and 30 minutes before first pitch. Postgame meal in the hotel ballroom.',
    ],
  },
  {
    sports: ['softball', 'baseball'],
    name: 'fall-schedule.pdf',
    title: 'Fall Practice Schedule',
    description: 'Fall practice and scrimmage dates.',
    access: 'public',
    daysAgo: 60,
    paragraphs: [
      'Practice runs Monday through Thursday, 3 to 6 p.m., with intrasquad scrimmages on Fridays. The fall exhibition is open to the public with free admission.',
    ],
  },
]

export function buildSportFiles(
  definition: TenantDefinition,
  clock: SeedClock,
): { sportFiles: SeedSportFile[]; files: MediaFile[] } {
  const sportFiles: SeedSportFile[] = []
  const files: MediaFile[] = []
  const code = SPORT_FILE_ACCESS_CODES[definition.slug] ?? `${definition.slug}-files`
  SPECS.forEach((spec, index) => {
    const sport = firstSport(definition, spec.sports)
    const created = daysBefore(clock.now, spec.daysAgo, '11:00:00')
    const day = created.slice(0, 10)
    const title = `${sport.title} ${spec.title}`
    const filePath = `sport-files/${day}/${spec.name}`
    files.push({
      path: filePath,
      contentType: 'application/pdf',
      public: false,
      body: writePdf({
        title,
        subtitle: `${definition.siteName} | ${day}`,
        created: pdfDate(created),
        sections: [{ paragraphs: spec.paragraphs }],
      }),
    })
    sportFiles.push({
      id: 9001 + index,
      sportId: sport.id,
      day,
      fileName: spec.name,
      title,
      description: spec.description,
      access: spec.access,
      accessCodeHash: spec.access === 'protected' ? hashAccessCode(code) : null,
      filePath,
      created,
    })
  })
  return { sportFiles, files }
}
