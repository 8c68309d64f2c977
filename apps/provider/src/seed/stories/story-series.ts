import { bannerSvg } from '../../images/svg'
import type { SvgImage } from '../images'
import type { SeedClock } from '../../clock/seed-clock'
import { imagePath, sportIdOf, type TenantDefinition } from '../tenant-definition'
import type { HighlightEpisode } from './game-stories'
import { PICTURES_PER_SPORT, type StoryDesk } from './story-desk'
import { addHours, atTime, slugify } from './story-kit'

// Tags and the video series (GET /Tags*, /Series/*). Series episodes are the department's
// videos: game highlights (the recaps embed them, `video.archive`), a weekly coach's show during
// football season and a limited senior series; all dated on or before the seed clock's now.

export const TAGS: { slug: string; name: string; description: string | null; active: boolean }[] = [
  {
    slug: 'game-recap',
    name: 'Game Recap',
    description: 'Stories from the final whistle.',
    active: true,
  },
  {
    slug: 'game-preview',
    name: 'Game Preview',
    description: 'What to know before the game.',
    active: true,
  },
  {
    slug: 'postseason',
    name: 'Postseason',
    description: 'Conference and NCAA championships.',
    active: true,
  },
  { slug: 'schedule-release', name: 'Schedule Release', description: null, active: true },
  {
    slug: 'season-preview',
    name: 'Season Preview',
    description: 'Outlooks for every team.',
    active: true,
  },
  { slug: 'signing-day', name: 'Signing Day', description: 'The newest Owls.', active: true },
  { slug: 'awards', name: 'Awards', description: 'Conference and national honors.', active: true },
  {
    slug: 'academics',
    name: 'Academics',
    description: 'Student-athletes in the classroom.',
    active: true,
  },
  { slug: 'hall-of-fame', name: 'Hall of Fame', description: null, active: true },
  { slug: 'community', name: 'Community', description: 'Owls giving back.', active: true },
  {
    slug: 'throwback',
    name: 'Throwback',
    description: 'Retired: kept for old stories.',
    active: false,
  },
]

export const tagIdOf = (slug: string) => 700 + TAGS.findIndex((tag) => tag.slug === slug)

export type SeedSeries = {
  id: number
  title: string
  slug: string
  description: string | null
  callToActionText: string | null
  isLimited: boolean
  sportIds: number[]
  heroPath: string
  episodes: SeedEpisode[]
}

export type SeedEpisode = {
  id: number
  title: string
  description: string | null
  postDate: string
  sportId: number
  duration: number
  thumbnailPath: string
}

/** The tenant's highlights series, the one every tenant has: the menus' "Video" opens it. */
export function highlightsSeriesSlug(definition: Pick<TenantDefinition, 'mascotPlural'>): string {
  return slugify(`${definition.mascotPlural} Highlights`)
}

export function buildSeries(
  definition: TenantDefinition,
  clock: SeedClock,
  desk: StoryDesk,
  highlights: readonly HighlightEpisode[],
  footballGames: readonly { id: number; date: string; opponent: string }[],
): { series: SeedSeries[]; pictures: SvgImage[] } {
  const thumb = (sportId: number, n: number) => {
    const sport = desk.sport(sportId) ?? desk.sports[0]
    return imagePath(definition, `stories/${sport?.slug}-${(n % PICTURES_PER_SPORT) + 1}.svg`)
  }
  const hero = (slug: string) => imagePath(definition, `series/${slug}.svg`)
  const highlightSports = [...new Set(highlights.map((h) => h.sportId))]
  const list: SeedSeries[] = [
    {
      id: 1,
      title: `${definition.mascotPlural} Highlights`,
      slug: highlightsSeriesSlug(definition),
      description: `Every big play from ${definition.schoolName} football and basketball.`,
      callToActionText: 'Watch the latest',
      isLimited: false,
      sportIds: highlightSports,
      heroPath: '',
      episodes: highlights.map((h) => ({
        id: 3_000_000 + h.gameId,
        title: h.title,
        description: null,
        postDate: h.date,
        sportId: h.sportId,
        duration: 90 + (h.gameId % 7) * 15,
        thumbnailPath: thumb(h.sportId, h.gameId),
      })),
    },
  ]
  if (definition.sports.includes('football')) {
    const football = sportIdOf(definition, 'football')
    list.push({
      id: 2,
      title: `The ${definition.mascotSingular}'s Nest: Coach's Show`,
      slug: slugify(`The ${definition.mascotSingular}'s Nest Coach's Show`),
      description:
        'The head football coach breaks down the last game and looks ahead, every week of the season.',
      callToActionText: 'Watch every episode',
      isLimited: false,
      sportIds: [football],
      heroPath: '',
      episodes: footballGames
        .map((game) => ({
          id: 4_000_000 + game.id,
          title: `After ${game.opponent}`,
          description: `Film review and a look at the week ahead after the game against ${game.opponent}.`,
          postDate: atTime(addHours(game.date, 48), '12:00:00'),
          sportId: football,
          duration: 1500 + (game.id % 5) * 60,
          thumbnailPath: thumb(football, game.id),
        }))
        .filter((episode) => episode.postDate <= clock.now),
    })
  }
  const seniors = desk.sports.filter((sport) => sport.key !== 'general').slice(0, 6)
  list.push({
    id: 3,
    title: 'Senior Spotlight',
    slug: 'senior-spotlight',
    description: `Six seniors, six stories: the class of ${clock.academicYear} in their own words.`,
    callToActionText: null,
    isLimited: true,
    sportIds: seniors.map((sport) => sport.id),
    heroPath: '',
    episodes: seniors.map((sport, n) => ({
      id: 5_000_000 + clock.academicYear * 10 + n,
      title: `Senior Spotlight: ${sport.title}`,
      description:
        n % 2 === 0
          ? null
          : `A senior from ${sport.title.toLowerCase()} on four years as an ${definition.mascotSingular}.`,
      postDate: `${clock.academicYear}-04-0${n + 1}T12:00:00`,
      sportId: sport.id,
      duration: 240 + n * 30,
      thumbnailPath: thumb(sport.id, n),
    })),
  })
  const pictures = list.map((item) => ({
    path: `series/${item.slug}.svg`,
    svg: bannerSvg(1920, 1080, item.title, definition.palette),
  }))
  return {
    series: list.map((item) => ({ ...item, heroPath: hero(item.slug) })),
    pictures,
  }
}
