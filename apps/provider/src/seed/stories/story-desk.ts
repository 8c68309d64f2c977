import { actionSvg } from '../../images/svg'
import type { SvgImage } from '../images'
import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import type { Dice } from '../teams/random'
import { createFaker, imagePath, sportIdOf, type TenantDefinition } from '../tenant-definition'
import type { SeedStory, StoryImage } from './story-kit'

// The communications office behind every story of a tenant: who writes, which pictures it has
// (a pool per sport under /images/{tenant}/stories/), and the defaults every story shares.

export type DeskSport = { key: SportKey; id: number; title: string; slug: string }

export const PICTURES_PER_SPORT = 4

export type StoryDesk = {
  sports: DeskSport[]
  sport(id: number): DeskSport | undefined
  image(sport: DeskSport, dice: Dice, caption: string): StoryImage
  story(
    fields: Omit<SeedStory, 'byline' | 'contentTemplate' | 'titleInRotator' | 'published'> &
      Partial<Pick<SeedStory, 'byline' | 'contentTemplate' | 'titleInRotator' | 'published'>>,
  ): SeedStory
  writers: string[]
  pictures: SvgImage[]
}

export function createStoryDesk(definition: TenantDefinition): StoryDesk {
  // Stream 40: the office's writers (tenant-definition.ts streams are per resource).
  const faker = createFaker(definition, 40)
  const writers = Array.from({ length: 3 }, () => faker.person.fullName())
  const sports = definition.sports.map((key) => ({
    key,
    id: sportIdOf(definition, key),
    title: SPORT_CATALOG[key].title,
    slug: SPORT_CATALOG[key].slug,
  }))
  const byId = new Map(sports.map((sport) => [sport.id, sport]))
  const pictures = sports.flatMap((sport, index) =>
    Array.from({ length: PICTURES_PER_SPORT }, (_, n) => ({
      path: `stories/${sport.slug}-${n + 1}.svg`,
      svg: actionSvg(
        sport.key === 'general' ? definition.siteName : sport.title,
        definition.palette,
        index * 7 + n * 3 + 1,
      ),
    })),
  )
  let counter = 0
  return {
    sports,
    writers,
    pictures,
    sport: (id) => byId.get(id),
    image(sport, dice, caption) {
      const n = dice.number.int({ min: 1, max: PICTURES_PER_SPORT })
      return {
        path: imagePath(definition, `stories/${sport.slug}-${n}.svg`),
        alt: `${definition.schoolName} ${sport.key === 'general' ? 'athletics' : sport.title}`,
        caption,
        credit: n % 2 === 0 ? `${definition.siteName} Photography` : null,
      }
    },
    story(fields) {
      counter += 1
      const writer = writers[counter % writers.length] ?? ''
      return {
        byline:
          counter % 3 === 0 ? `${definition.schoolName} Athletics Communications` : `${writer}`,
        contentTemplate: 'default',
        titleInRotator: false,
        published: true,
        ...fields,
      }
    },
  }
}
