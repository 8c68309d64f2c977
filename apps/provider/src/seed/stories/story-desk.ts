import { actionSvg } from '../../images/svg'
import type { SvgImage } from '../images'
import { SPORT_CATALOG, type SportKey } from '../sport-catalog'
import type { Dice } from '../../dice'
import { createFaker, imagePath, sportIdOf, type TenantDefinition } from '../tenant-definition'
import type { SeedStory, StoryImage } from './story-kit'

// The communications office behind every story of a tenant: who writes, which pictures it has
// (a pool per sport under /images/{tenant}/stories/), and the defaults every story shares.

export type DeskSport = { key: SportKey; id: number; title: string; slug: string }

export const PICTURES_PER_SPORT = 4
// A photo gallery's own pool per sport (stories/{slug}-gallery-{n}.svg): a gallery shows 4 to 8
// different pictures, more than the story pool holds.
export const GALLERY_PICTURES = 8

export type GalleryImage = { url: string; caption: string; alt: string }

export type StoryDesk = {
  sports: DeskSport[]
  sport(id: number): DeskSport | undefined
  image(sport: DeskSport, dice: Dice, caption: string): StoryImage
  // 4 to 8 different pictures of the sport, in order from a random one.
  gallery(sport: DeskSport, dice: Dice, caption: string): GalleryImage[]
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
  const galleryPictures = sports.flatMap((sport, index) =>
    Array.from({ length: GALLERY_PICTURES }, (_, n) => ({
      path: `stories/${sport.slug}-gallery-${n + 1}.svg`,
      svg: actionSvg(
        sport.key === 'general' ? definition.siteName : sport.title,
        definition.palette,
        index * 11 + n * 5 + 101,
      ),
    })),
  )
  let counter = 0
  return {
    sports,
    writers,
    pictures: [...pictures, ...galleryPictures],
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
    gallery(sport, dice, caption) {
      const count = dice.number.int({ min: 4, max: GALLERY_PICTURES })
      const first = dice.number.int({ min: 0, max: GALLERY_PICTURES - 1 })
      const alt = `${definition.schoolName} ${sport.key === 'general' ? 'athletics' : sport.title}`
      return Array.from({ length: count }, (_, i) => ({
        url: imagePath(
          definition,
          `stories/${sport.slug}-gallery-${((first + i) % GALLERY_PICTURES) + 1}.svg`,
        ),
        caption: `${caption} (${i + 1} of ${count})`,
        alt: `${alt}, photo ${i + 1} of ${count}`,
      }))
    },
    story(fields) {
      counter += 1
      const writer = writers[counter % writers.length] ?? ''
      const office = counter % 3 === 0
      return {
        byline: office ? `${definition.schoolName} Athletics Communications` : `${writer}`,
        // The office's stories still name who wrote them; every fourth has a photo gallery;
        // some are laid out wide or as a headline alone in the home page's feed.
        writer: office ? writer || null : null,
        galleryId: counter % 4 === 0 ? 7000 + counter : null,
        homepageFeedTemplate:
          counter % 5 === 0 ? 'featured' : counter % 7 === 0 ? 'headline' : 'default',
        contentTemplate: 'default',
        titleInRotator: false,
        published: true,
        ...fields,
      }
    },
  }
}
