import type { SeedClock } from '../../clock/seed-clock'
import { getRosterProfile } from '../teams/profiles'
import { seasonTitleOf } from '../teams/seasons'
import type { TenantDefinition } from '../tenant-definition'
import type { RosterName } from './game-story-copy'
import type { DeskSport, StoryDesk } from './story-desk'
import {
  addHours,
  countWord,
  escapeHtml,
  ordinal,
  paragraphs,
  pickOne,
  slugify,
  storyDice,
  teaserOf,
  type SeedStory,
  type StoryBlock,
} from './story-kit'

// The stories that are not about one game: schedule releases, season previews, signing classes,
// conference honors, championship finishes of the sports without games, the department's news,
// and a handful of editors' drafts (unpublished: only /Hidden shows them). Each is dated in its
// academic year's calendar and left out until the seed clock reaches it.

type Kind = 'schedule' | 'outlook' | 'signing' | 'honors' | 'championship'

const CHAMPIONSHIP_DAYS: Partial<Record<string, string[]>> = {
  mgolf: ['10-14', '+04-28'],
  wgolf: ['10-14', '+04-28'],
  mtrack: ['+02-28', '+05-16'],
  wtrack: ['+02-28', '+05-16'],
  mcross: ['11-01'],
  wcross: ['11-01'],
  wrow: ['+05-31'],
}

const DAYS: Record<'fall' | 'winter' | 'spring', Record<Exclude<Kind, 'championship'>, string>> = {
  fall: { schedule: '07-16', outlook: '08-20', signing: '11-13', honors: '11-20' },
  winter: { schedule: '08-20', outlook: '10-25', signing: '11-13', honors: '+03-12' },
  spring: { schedule: '11-18', outlook: '+02-05', signing: '11-13', honors: '+05-25' },
}

// "+MM-DD" is in the academic year's second calendar year.
function dayOf(year: number, monthDay: string, time = '10:00:00'): string {
  const next = monthDay.startsWith('+')
  return `${next ? year + 1 : year}-${monthDay.replace('+', '')}T${time}`
}

function honorees(roster: readonly RosterName[], count: number, seed: number): RosterName[] {
  if (roster.length === 0) return []
  return Array.from(
    { length: Math.min(count, roster.length) },
    (_, i) => roster[(seed + i * 5) % roster.length] as RosterName,
  )
}

export function buildFeatureStories(
  definition: TenantDefinition,
  clock: SeedClock,
  desk: StoryDesk,
  rosterOf: (sportId: number, academicYear: number) => RosterName[],
): SeedStory[] {
  const stories: SeedStory[] = []
  const school = definition.schoolName
  for (let year = clock.academicYear - 2; year <= clock.academicYear; year += 1) {
    desk.sports.forEach((sport, index) => {
      const base = 50_000_000 + (year % 100) * 10_000 + index * 20
      const dice = storyDice(definition, year, index)
      if (sport.key === 'general') {
        stories.push(...departmentStories(definition, desk, sport, year, base))
        return
      }
      const calendar = getRosterProfile(sport.key)?.calendar ?? 'fall'
      const title = seasonTitleOf(calendar, year)
      const roster = rosterOf(sport.id, year)
      const add = (
        kind: Kind,
        n: number,
        date: string,
        story: Omit<
          SeedStory,
          | 'id'
          | 'sportId'
          | 'date'
          | 'slug'
          | 'type'
          | 'video'
          | 'games'
          | 'byline'
          | 'contentTemplate'
          | 'titleInRotator'
          | 'published'
        > & { contentTemplate?: string },
      ) => {
        stories.push(
          desk.story({
            ...story,
            id: base + n,
            sportId: sport.id,
            date,
            slug: slugify(story.title),
            type: null,
            video: null,
            games: [],
          }),
        )
        void kind
      }
      const schedulePath = `/sports/${sport.slug}/schedule/${title}`
      const days = DAYS[calendar]
      const championships = CHAMPIONSHIP_DAYS[sport.key]
      if (!championships) {
        const lead = `${school} ${sport.title.toLowerCase()} announced its ${title} schedule, ${pickOne(dice, ['a slate that includes', 'featuring', 'highlighted by'])} ${countWord(dice.number.int({ min: 5, max: 9 }))} home dates and the full ${definition.conferenceName} slate.`
        add('schedule', 1, dayOf(year, days.schedule), {
          title: `${sport.title} Announces ${title} Schedule`,
          subHeadline: `Season tickets and single-game information to follow`,
          teaser: teaserOf(lead),
          body: {
            content: paragraphs([
              lead,
              `Times and television designations will be announced as they are finalized. Fans can add the full schedule to their calendars from the ${sport.title.toLowerCase()} schedule page.`,
            ]),
          },
          image: desk.image(sport, dice, `${definition.mascotPlural} ${sport.title.toLowerCase()}`),
          links: [{ linkId: base + 11, linkUrl: schedulePath, linkText: `${title} Schedule` }],
          tagSlugs: ['schedule-release'],
        })
      }
      const outlookLead = `${school} ${sport.title.toLowerCase()} opens its ${title} season with ${countWord(dice.number.int({ min: 3, max: 9 }))} returning starters and a roster that ${pickOne(dice, ['blends experience with a talented freshman class', 'returns most of last season’s scoring', 'was picked to finish in the top three of the conference'])}.`
      const captains = honorees(roster, 2, dice.number.int({ min: 0, max: 40 }))
      add('outlook', 2, dayOf(year, days.outlook), {
        title: `${title} ${sport.title} Preview: ${pickOne(dice, ['Five Storylines to Watch', 'What to Know Before the Opener', 'Owls Aim Higher'])}`,
        subHeadline: `${definition.mascotPlural} open the season ${pickOne(dice, ['at home', 'on the road', 'in a tournament'])}`,
        teaser: teaserOf(outlookLead),
        body: {
          content: paragraphs([
            outlookLead,
            captains.length > 0
              ? `${captains.map((p) => `${p.first} ${p.last}`).join(' and ')} return${captains.length === 1 ? 's' : ''} to lead the group after earning all-conference recognition last season.`
              : 'The coaching staff has named its captains for the season.',
            `The ${definition.conferenceName} preseason poll placed the ${definition.mascotPlural} ${ordinal(dice.number.int({ min: 1, max: 6 }))}.`,
          ]),
        },
        image: desk.image(
          sport,
          dice,
          `${definition.mascotPlural} ${sport.title.toLowerCase()} in preseason practice`,
        ),
        links: [
          {
            linkId: base + 12,
            linkUrl: `/sports/${sport.slug}/roster/${title}`,
            linkText: `${title} Roster`,
          },
        ],
        tagSlugs: ['season-preview'],
        contentTemplate: 'featured_1',
      })
      const signees = dice.number.int({ min: 4, max: 9 })
      const signingLead = `${school} ${sport.title.toLowerCase()} signed ${countWord(signees)} student-athletes to National Letters of Intent on the first day of the early signing period.`
      const gallery = Array.from({ length: 3 }, (_, i) => {
        const picture = desk.image(sport, dice, `Signing day ${year}`)
        return { url: picture.path, caption: `${year + 1} signee ${i + 1}`, alt: picture.alt }
      })
      const blocks: StoryBlock[] = [
        { type: 'basic_text_block', text: paragraphs([signingLead]) },
        { type: 'media_image_wall_block', images: gallery },
        {
          type: 'basic_quote_block',
          quote:
            'This class fits who we are: competitive, coachable and excited to represent the university.',
          attribution: 'Head coach',
        },
        { type: 'basic_button_block', url: `/sports/${sport.slug}/roster`, text: 'Current Roster' },
      ]
      add('signing', 3, dayOf(year, days.signing, '16:00:00'), {
        title: `${sport.title} Adds ${signees} in ${year + 1} Signing Class`,
        subHeadline: `Early signing period brings ${countWord(signees)} newcomers to ${school}`,
        teaser: teaserOf(signingLead),
        body: { blocks },
        image: desk.image(sport, dice, `${sport.title} signing day`),
        links: [],
        tagSlugs: ['signing-day'],
      })
      const honored = honorees(
        roster,
        dice.number.int({ min: 1, max: 4 }),
        dice.number.int({ min: 0, max: 40 }),
      )
      if (honored.length > 0) {
        const lead = `${countWord(honored.length).replace(/^./, (c) => c.toUpperCase())} ${school} ${sport.title.toLowerCase()} student-athlete${honored.length > 1 ? 's were' : ' was'} named to the All-${definition.conferenceName} teams announced by the league office.`
        add('honors', 4, dayOf(year, days.honors, '14:00:00'), {
          // "Jo Smith Earns ..." for one, "Three Owls Earn ..." for more: never "1 Owls".
          title:
            honored.length === 1
              ? `${honored[0]?.first} ${honored[0]?.last} Earns All-Conference ${sport.title} Honors`
              : `${countWord(honored.length).replace(/^./, (c) => c.toUpperCase())} ${definition.mascotPlural} Earn All-Conference ${sport.title} Honors`,
          subHeadline: `${honored[0]?.first} ${honored[0]?.last} headlines the ${definition.mascotPlural}’ selections`,
          teaser: teaserOf(lead),
          body: {
            content: `${paragraphs([lead])}\n<ul>${honored.map((p, i) => `<li><strong>${escapeHtml(`${p.first} ${p.last}`)}</strong>, ${escapeHtml(p.year)}${p.position ? `, ${escapeHtml(p.position)}` : ''} (${i === 0 ? 'first team' : 'second team'})</li>`).join('')}</ul>`,
          },
          image: desk.image(sport, dice, `${honored[0]?.first} ${honored[0]?.last}`),
          links: [],
          tagSlugs: ['awards'],
        })
      }
      ;(championships ?? []).forEach((monthDay, i) => {
        const place = dice.number.int({ min: 1, max: 7 })
        const lead = `${school} ${sport.title.toLowerCase()} finished ${ordinal(place)} at the ${definition.conferenceName} Championships${place <= 2 ? ', its best finish in a decade' : ''}.`
        add('championship', 5 + i, dayOf(year, monthDay, '18:00:00'), {
          title: `${sport.title} Places ${ordinal(place)} at ${definition.conferenceName} Championships`,
          subHeadline: `${honored[0] ? `${honored[0].first} ${honored[0].last} leads the ${definition.mascotPlural}` : `${definition.mascotPlural} close strong`}`,
          teaser: teaserOf(lead),
          body: {
            content: paragraphs([
              lead,
              `The ${definition.mascotPlural} posted ${countWord(dice.number.int({ min: 2, max: 8 }))} season-best marks over the weekend.`,
            ]),
          },
          image: desk.image(sport, dice, `${sport.title} at the conference championships`),
          links: [],
          tagSlugs: ['postseason'],
        })
      })
    })
  }
  return stories.filter((story) => story.date <= clock.now)
}

function departmentStories(
  definition: TenantDefinition,
  desk: StoryDesk,
  sport: DeskSport,
  year: number,
  base: number,
): SeedStory[] {
  const dice = storyDice(definition, year, 999)
  const gpa = (3.1 + dice.number.int({ min: 0, max: 35 }) / 100).toFixed(2)
  const hours = dice.number.int({ min: 28, max: 61 }) * 100
  const items: [string, string, string, string[], string][] = [
    [
      `${year}-07-20T09:00:00`,
      `${definition.siteName} Posts ${gpa} Department GPA`,
      `${definition.schoolName} student-athletes posted a ${gpa} cumulative grade point average in the spring semester, the department's best mark on record.`,
      ['academics'],
      'A record for the department',
    ],
    [
      `${year}-09-08T11:00:00`,
      `${definition.universityName} Athletics Hall of Fame Announces Class of ${year}`,
      `Five former student-athletes and one coach will be inducted into the ${definition.universityName} Athletics Hall of Fame at homecoming.`,
      ['hall-of-fame'],
      'Induction ceremony set for homecoming weekend',
    ],
    [
      `${year}-12-03T13:00:00`,
      `${definition.mascotPlural} Log ${hours.toLocaleString('en-US')} Community Service Hours This Fall`,
      `${definition.schoolName} student-athletes volunteered ${hours.toLocaleString('en-US')} hours in the community during the fall semester.`,
      ['community'],
      'Teams served at schools, food banks and hospitals',
    ],
    [
      `${year + 1}-04-10T19:00:00`,
      `Annual ${definition.mascotSingular} Awards Celebrate the Year in ${definition.schoolName} Athletics`,
      `The department honored its top performers in competition, the classroom and the community at the annual ${definition.mascotSingular} Awards.`,
      ['awards'],
      'Athletes of the year named',
    ],
  ]
  return items.map(([date, title, lead, tagSlugs, subHeadline], n) =>
    desk.story({
      id: base + n + 1,
      sportId: sport.id,
      title,
      subHeadline,
      teaser: teaserOf(lead),
      date,
      slug: slugify(title),
      type: null,
      body: {
        content: paragraphs([
          lead,
          `Full details are available from ${definition.siteName} Communications.`,
        ]),
      },
      image: desk.image(sport, dice, title),
      video: null,
      links: [],
      tagSlugs,
      games: [],
    }),
  )
}

// Editors' drafts: unpublished stories only signed-in staff preview (/Hidden/...).
export function buildDrafts(
  definition: TenantDefinition,
  clock: SeedClock,
  desk: StoryDesk,
): SeedStory[] {
  const titles = [
    'Owls Announce Coaching Staff Addition',
    'Home-and-Home Series Added to Future Schedules',
    'Facility Renovation Plans Unveiled',
    'Team Captains Named for the Coming Season',
    'Student-Athlete Advisory Committee Leadership Named',
  ]
  return titles.map((title, n) => {
    const sport = desk.sports[(n * 3) % desk.sports.length] as DeskSport
    const dice = storyDice(definition, 59, n)
    const lead = `DRAFT - embargoed until approved. ${title.replace('Owls', definition.mascotPlural)} (${sport.title}).`
    return desk.story({
      id: 59_000_001 + n,
      sportId: sport.id,
      title: title.replace('Owls', definition.mascotPlural),
      subHeadline: 'Draft for review',
      teaser: teaserOf(lead),
      date: addHours(clock.now, -5 * (n + 1)),
      slug: slugify(title),
      type: null,
      body: { content: paragraphs([lead, 'Quotes and photos to come from the sport contact.']) },
      image: desk.image(sport, dice, title),
      video: null,
      links: [],
      tagSlugs: [],
      games: [],
      published: false,
    })
  })
}
