import { writePdf, type PdfSection } from '../../media/pdf'
import type { SeedClock } from '../../clock/seed-clock'
import type { SportKey } from '../sport-catalog'
import type { TenantDefinition } from '../tenant-definition'
import {
  datedPath,
  daysBefore,
  firstSport,
  pdfDate,
  seasonLabel,
  type MediaFile,
  type MediaSport,
} from './media-kit'

// The department's documents (GET /Documents): game notes, policies and handbooks, each a real
// PDF written at seed time, filed under /documents/{Y}/{M}/{D}/{name}.pdf by its date.

export type SeedDocument = {
  id: number
  title: string
  type: string
  path: string
  description: string
  sportIds: number[]
  unavailableAccessibility: boolean
  createdAt: string
  lastUpdated: string
}

type DocumentSpec = {
  name: string
  title: (sport: MediaSport) => string
  sports: readonly SportKey[]
  daysAgo: number
  description: string
  sections: (sport: MediaSport) => PdfSection[]
}

function gameNotes(definition: TenantDefinition, clock: SeedClock) {
  return (sport: MediaSport): PdfSection[] => [
    {
      heading: 'Quick hits',
      paragraphs: [
        `${definition.schoolName} ${sport.title.toLowerCase()} returns to action this week in the ${seasonLabel(clock.academicYear)} season. All times are local; the game is carried on the ${definition.siteName} digital network with live stats at the official athletics website.`,
        `The ${definition.mascotPlural} have won four of their last six and are unbeaten at home in ${conferenceShort(definition)} play. Head coach interviews are available by request through Athletics Communications by noon the day before the game.`,
      ],
    },
    {
      heading: 'Series history',
      paragraphs: [
        `The ${definition.mascotPlural} lead the all-time series 14-9, including a 9-3 mark at home. The teams first met in 1971 and have played every season since conference realignment in 2014.`,
      ],
    },
    {
      heading: 'Last time out',
      paragraphs: [
        `${definition.schoolName} closed a three-game road swing with a come-from-behind win, outscoring its opponent over the final period behind a career night from a senior captain. The defense held its fourth straight opponent below its season scoring average.`,
      ],
    },
    {
      heading: 'Media information',
      paragraphs: [
        `Credential requests close 48 hours before the game. Postgame interviews are held in the media room 10 minutes after the final horn. Contact Athletics Communications at ${definition.phone} with any request.`,
      ],
    },
  ]
}

function conferenceShort(definition: TenantDefinition): string {
  return definition.conferenceName.replace(/ Conference$/, '')
}

function policy(definition: TenantDefinition, topics: [string, string][]) {
  return (): PdfSection[] =>
    topics.map(([heading, text]) => ({
      heading,
      paragraphs: [text.replaceAll('{school}', definition.schoolName)],
    }))
}

function specs(definition: TenantDefinition, clock: SeedClock): DocumentSpec[] {
  const notes = gameNotes(definition, clock)
  const season = seasonLabel(clock.academicYear)
  const handbook: [string, string][] = [
    [
      'Purpose',
      '{school} is committed to full compliance with NCAA, conference and institutional rules. This handbook summarizes the rules student-athletes, coaches, boosters and staff meet most often; it does not replace the NCAA Division I Manual.',
    ],
    [
      'Recruiting contacts',
      'Only countable coaches may make off-campus recruiting contacts. Boosters may not contact prospective student-athletes or their families for recruiting purposes, in person, by phone or online.',
    ],
    [
      'Extra benefits',
      'A student-athlete may not receive a benefit that is not available to the general student body. Ask the compliance office before offering meals, transportation, lodging or gifts to any student-athlete.',
    ],
    [
      'Name, image and likeness',
      'Student-athletes may earn compensation for the use of their name, image and likeness. Every agreement must be disclosed to the compliance office within 30 days and may not be tied to enrollment or athletic performance.',
    ],
    [
      'Eligibility',
      'Student-athletes must make progress toward degree each term, carry at least 12 credit hours while in season, and meet the grade-point standards set by the NCAA and {school}.',
    ],
    [
      'Reporting a concern',
      'Anyone may report a possible violation to the compliance office in person, by phone or through the anonymous reporting form. Self-reporting is how a strong program protects its student-athletes.',
    ],
  ]
  return [
    ...(['football', 'mbasket', 'wbasket', 'wvball', 'mhockey', 'baseball'] as const).map(
      (key, index): DocumentSpec => ({
        name: `${key}-game-notes`,
        title: (sport) => `${sport.title} Game Notes`,
        sports: [key, 'mbasket'],
        daysAgo: 2 + index * 3,
        description: 'Weekly game notes: series history, last time out, media information.',
        sections: notes,
      }),
    ),
    {
      name: 'compliance-handbook',
      title: () => `${season} Compliance Handbook`,
      sports: ['general'],
      daysAgo: 140,
      description: 'NCAA and conference rules for student-athletes, boosters and staff.',
      sections: policy(definition, handbook),
    },
    {
      name: 'student-athlete-handbook',
      title: () => `${season} Student-Athlete Handbook`,
      sports: ['general'],
      daysAgo: 150,
      description: 'Academic support, sports medicine, travel and team rules.',
      sections: policy(definition, [
        [
          'Academic support',
          'Every first-year student-athlete meets weekly with an academic advisor. Study hall runs Sunday through Thursday in the academic center, with tutoring by appointment.',
        ],
        [
          'Sports medicine',
          'Report every injury or illness to your athletic trainer the same day. Concussion symptoms are never played through: follow the return-to-learn and return-to-play protocol.',
        ],
        [
          'Team travel',
          'Student-athletes travel with the team and return with the team unless a parent signs the release form at least 24 hours before departure.',
        ],
      ]),
    },
    {
      name: 'clear-bag-policy',
      title: () => 'Clear Bag Policy and Gameday Guide',
      sports: ['football', 'general'],
      daysAgo: 120,
      description: 'What to bring, where to park and how to enter the stadium.',
      sections: policy(definition, [
        [
          'Clear bags',
          'Bags must be clear plastic and no larger than 12 x 6 x 12 inches, or a one-gallon clear freezer bag. Small clutches up to 4.5 x 6.5 inches are allowed. Medical and parenting bags are inspected at gate A.',
        ],
        [
          'Parking',
          'Lots open four hours before kickoff. Parking passes are digital this season; have yours ready on your phone at the lot entrance.',
        ],
      ]),
    },
    {
      name: 'concussion-protocol',
      title: () => 'Sports Medicine Concussion Management Plan',
      sports: ['general'],
      daysAgo: 200,
      description: 'Recognition, removal, return to learn and return to play.',
      sections: policy(definition, [
        [
          'Recognition and removal',
          'Any student-athlete showing signs of a concussion is removed from practice or competition and evaluated by a physician or athletic trainer the same day.',
        ],
        [
          'Return to learn',
          'Academic adjustments are coordinated with the academic support staff until symptoms resolve.',
        ],
        [
          'Return to play',
          'A graduated, supervised progression over at least five days, cleared by the team physician at each step.',
        ],
      ]),
    },
    {
      name: 'media-credential-policy',
      title: () => 'Media Credential Policy',
      sports: ['general'],
      daysAgo: 95,
      description: 'Who qualifies for a credential and how to request one.',
      sections: policy(definition, [
        [
          'Eligibility',
          'Credentials are issued to working media on assignment. Requests close 48 hours before the event; photographers must also submit a photo release.',
        ],
        [
          'Interviews',
          'Student-athletes and coaches are available after games and at the weekly press conference. Request other interviews through Athletics Communications.',
        ],
      ]),
    },
    {
      name: 'summer-camps-brochure',
      title: () => `${definition.mascotPlural} Summer Camps`,
      sports: ['mbasket', 'wbasket', 'general'],
      daysAgo: 60,
      description: 'Day and overnight camps for ages 7 to 18.',
      sections: policy(definition, [
        [
          'Camps',
          'Day camps for ages 7 to 12 run in June; overnight team camps for high school players run in July. Registration opens in February.',
        ],
        [
          'What to bring',
          'Athletic shoes, a water bottle and a signed medical release. Lunch is provided at day camps.',
        ],
      ]),
    },
    {
      name: 'ticket-policies',
      title: () => `${season} Ticket Policies`,
      sports: ['general'],
      daysAgo: 175,
      description: 'Season tickets, mobile entry, transfers and refunds.',
      sections: policy(definition, [
        [
          'Mobile entry',
          'Every ticket is a mobile ticket this season. Add it to your phone before you leave home; screenshots are not accepted at the gate.',
        ],
        [
          'Transfers and refunds',
          'Tickets may be transferred to anyone up to kickoff or tip-off. A game canceled by {school} is refunded in full to the original card within 10 business days.',
        ],
      ]),
    },
    {
      name: 'nil-guidelines',
      title: () => 'Name, Image and Likeness Guidelines',
      sports: ['general'],
      daysAgo: 220,
      description: 'What student-athletes, businesses and boosters need to know about NIL.',
      sections: policy(definition, [
        [
          'For student-athletes',
          'Disclose every agreement to the compliance office within 30 days. University marks and logos may not be used without a license.',
        ],
        [
          'For businesses and boosters',
          'Compensation must be for a real use of a student-athlete’s name, image or likeness, never an inducement to enroll or a reward for performance.',
        ],
      ]),
    },
    {
      name: 'strategic-plan-summary',
      title: () => `${definition.siteName} Strategic Plan Summary`,
      sports: ['general'],
      daysAgo: 260,
      description: 'Priorities for the next five years: people, places, performance.',
      sections: policy(definition, [
        [
          'People',
          'Graduate every student-athlete, with a department grade-point average above 3.0 each term.',
        ],
        ['Places', 'Renovate the strength and conditioning center and the sports medicine clinic.'],
        ['Performance', 'Compete for conference championships in every sport, every year.'],
      ]),
    },
  ]
}

export function buildDocuments(
  definition: TenantDefinition,
  clock: SeedClock,
): { documents: SeedDocument[]; files: MediaFile[] } {
  const documents: SeedDocument[] = []
  const files: MediaFile[] = []
  specs(definition, clock).forEach((spec, index) => {
    const sport = firstSport(definition, spec.sports)
    const createdAt = daysBefore(clock.now, spec.daysAgo, '09:00:00')
    const lastUpdated = daysBefore(clock.now, Math.max(1, spec.daysAgo - (index % 3)), '16:30:00')
    const fileName = spec.name.endsWith('game-notes')
      ? `${sport.slug}-game-notes.pdf`
      : `${spec.name}.pdf`
    const path = `${datedPath(createdAt)}/${fileName}`
    const title = spec.title(sport)
    documents.push({
      id: 4601 + index,
      title,
      type: 'pdf',
      path,
      description: spec.description,
      sportIds: sport.key === 'general' ? [] : [sport.id],
      unavailableAccessibility: spec.name === 'strategic-plan-summary',
      createdAt,
      lastUpdated,
    })
    files.push({
      path: `documents/${path}`,
      contentType: 'application/pdf',
      public: true,
      body: writePdf({
        title,
        subtitle: `${definition.siteName} | ${definition.universityName}`,
        created: pdfDate(createdAt),
        sections: spec.sections(sport),
      }),
    })
  })
  return { documents, files }
}
