import { bannerSvg } from '../../images/svg'
import { writePdf, type PdfSection } from '../../media/pdf'
import type { SvgImage } from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import { slugify } from '../stories/story-kit'
import {
  daysBefore,
  firstSport,
  pdfDate,
  seasonLabel,
  type MediaFile,
  type MediaSport,
} from './media-kit'

// Publications (GET /Publications): the season's media guides, game programs and the year in
// review, each a multi-page PDF with a cover picture (/images/{tenant}/media/...).

export type SeedPublication = {
  id: number
  slug: string
  title: string
  description: string
  filePath: string
  imagePath: string
  sportIds: number[]
  createdOn: string
  updatedOn: string
}

type PublicationSpec = {
  kind: 'Media Guide' | 'Gameday Program' | 'Year in Review'
  sports: readonly SportKey[]
  daysAgo: number
}

const SPECS: PublicationSpec[] = [
  { kind: 'Media Guide', sports: ['football', 'mbasket'], daysAgo: 120 },
  { kind: 'Media Guide', sports: ['mbasket'], daysAgo: 40 },
  { kind: 'Media Guide', sports: ['wbasket'], daysAgo: 38 },
  { kind: 'Media Guide', sports: ['wvball', 'wsoc'], daysAgo: 110 },
  { kind: 'Media Guide', sports: ['mhockey', 'baseball'], daysAgo: 70 },
  { kind: 'Gameday Program', sports: ['football', 'mbasket'], daysAgo: 20 },
  { kind: 'Gameday Program', sports: ['mbasket'], daysAgo: 6 },
  { kind: 'Year in Review', sports: ['general'], daysAgo: 160 },
]

function guideSections(
  definition: TenantDefinition,
  sport: MediaSport,
  season: string,
): PdfSection[] {
  const team = `${definition.schoolName} ${sport.title}`
  return [
    {
      heading: 'Quick facts',
      paragraphs: [
        `Institution: ${definition.universityName}. Nickname: ${definition.mascotPlural}. Conference: ${definition.conferenceName} (${definition.clientDivision}). Athletics Communications: ${definition.phone}.`,
      ],
    },
    {
      heading: `${season} outlook`,
      paragraphs: [
        `${team} returns a veteran core and a deep class of newcomers. The staff expects a lineup that defends first, shares the ball and keeps getting better into conference play.`,
        `The schedule features eight games against teams that reached the postseason a year ago, a holiday tournament and the full conference slate.`,
      ],
    },
    {
      heading: 'Records and honors',
      paragraphs: [
        `${team} has won 11 conference championships and made 9 NCAA tournament appearances. Program records, all-conference selections and academic honorees are listed by season in the history section.`,
      ],
    },
    {
      heading: 'Media policies',
      paragraphs: [
        'Interview requests go through Athletics Communications. Student-athletes are not available on the day of competition before the game. Credential requests close 48 hours before each home event.',
      ],
    },
    {
      heading: 'History',
      paragraphs: Array.from(
        { length: 24 },
        (_, n) =>
          `${1999 + n}-${String((2000 + n) % 100).padStart(2, '0')}: ${16 + ((n * 7) % 9)} wins, ${8 + ((n * 5) % 7)} losses. ${n % 4 === 0 ? 'Conference champions.' : n % 3 === 0 ? 'NCAA tournament appearance.' : 'Conference tournament semifinalist.'}`,
      ),
    },
  ]
}

function programSections(definition: TenantDefinition, sport: MediaSport): PdfSection[] {
  return [
    {
      heading: 'Welcome',
      paragraphs: [
        `Welcome to ${definition.schoolName} ${sport.title}. Thank you for cheering on the ${definition.mascotPlural}; please follow the event staff's directions and enjoy the game.`,
      ],
    },
    {
      heading: 'Tonight',
      paragraphs: [
        'Starting lineups, probable starters and numerical rosters for both teams. Halftime features the recognition of our fall academic all-conference honorees.',
      ],
    },
    {
      heading: 'Fan guide',
      paragraphs: [
        'Concessions are on the main concourse. Lost and found is at guest services, section 104. Text the guest services line for assistance during the game.',
      ],
    },
  ]
}

export function buildPublications(
  definition: TenantDefinition,
  clock: SeedClock,
): { publications: SeedPublication[]; files: MediaFile[]; pictures: SvgImage[] } {
  const season = seasonLabel(clock.academicYear)
  const publications: SeedPublication[] = []
  const files: MediaFile[] = []
  const pictures: SvgImage[] = []
  SPECS.forEach((spec, index) => {
    const sport = firstSport(definition, spec.sports)
    const subject = sport.key === 'general' ? definition.siteName : sport.title
    // The year in review looks back at the academic year before this one.
    const label = spec.kind === 'Year in Review' ? seasonLabel(clock.academicYear - 1) : season
    const title = `${label} ${subject} ${spec.kind}`
    const slug = slugify(`${title}-${index + 1}`)
    const createdOn = daysBefore(clock.now, spec.daysAgo, '08:00:00')
    const sections =
      spec.kind === 'Gameday Program'
        ? programSections(definition, sport)
        : guideSections(definition, sport, season)
    files.push({
      path: `publications/${slug}.pdf`,
      contentType: 'application/pdf',
      public: true,
      body: writePdf({
        title,
        subtitle: definition.universityName,
        created: pdfDate(createdOn),
        sections,
      }),
    })
    pictures.push({
      path: `media/publications/${slug}.svg`,
      svg: bannerSvg(600, 776, `${subject} ${spec.kind}`, definition.palette),
    })
    publications.push({
      id: 801 + index,
      slug,
      title,
      description:
        spec.kind === 'Gameday Program'
          ? `The official gameday program of ${definition.schoolName} ${subject}.`
          : spec.kind === 'Media Guide'
            ? `Rosters, outlook, records and history of ${definition.schoolName} ${subject}.`
            : `A season of ${definition.mascotPlural} athletics in pictures and numbers.`,
      filePath: `publications/${slug}.pdf`,
      imagePath: `media/publications/${slug}.svg`,
      sportIds: sport.key === 'general' ? [] : [sport.id],
      createdOn,
      updatedOn: daysBefore(clock.now, Math.max(1, spec.daysAgo - 3), '15:00:00'),
    })
  })
  return { publications, files, pictures }
}
