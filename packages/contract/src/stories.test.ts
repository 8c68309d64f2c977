import { expect, test } from 'vitest'
import { SeriesTitlesResponseSchema } from './series'
import {
  ArchiveItemSchema,
  StoryBlockSchema,
  StoryGamesResponseSchema,
  StoryResourceSchema,
} from './stories'
import { TagSchema } from './tags'

// Shaped like the evidence (schemas/v2/stories/storiesSchema.json, README 4.9), trimmed to the
// fields a client needs.
const listed = {
  id: 69298,
  title: 'Football Tops Harbor Bay, 33-23',
  date: '2024-08-29T22:00:00.0000000',
  url: '/news/2024/8/29/football-tops-harbor-bay-33-23',
  sport: { id: 10, title: 'Football', globalSportId: null, youtube: null },
  video: null,
  content: null,
  blocks: null,
  players: null,
  writer: null,
  imageFocalPoint: null,
  links: [
    {
      linkId: 1,
      linkUrl: '/boxscore.aspx?id=1',
      linkText: 'Box Score',
      created: '2024-08-29T22:00:00',
      galleryId: null,
    },
  ],
}

test('a listed story parses with its nulls; unknown fields are stripped', () => {
  const story = StoryResourceSchema.parse({ ...listed, appExclusive: false, somethingNew: 1 })
  expect(story).toMatchObject({ id: 69298, content: null, video: null })
  expect(story).not.toHaveProperty('somethingNew')
})

test('a block-built story keeps known blocks and tolerates an unknown block type', () => {
  const story = StoryResourceSchema.parse({
    ...listed,
    isBlockBased: true,
    blocks: [
      { type: 'basic_text_block', text: '<p>Lead.</p>' },
      {
        type: 'media_image_wall_block',
        images: [{ url: '/images/a.svg', caption: null, alt: 'A' }],
      },
      { type: 'structural_layout_block', content: [[{ type: 'basic_text_block', text: 'x' }]] },
    ],
  })
  expect(story.blocks?.map((b) => b.type)).toEqual([
    'basic_text_block',
    'media_image_wall_block',
    'structural_layout_block',
  ])
  expect(StoryBlockSchema.safeParse({ text: 'no type' }).success).toBe(false)
})

test('archive ids are strings, story games are keyed by story id, tags and series titles parse', () => {
  expect(() =>
    ArchiveItemSchema.parse({
      storyId: 5,
      storyHeadline: 'x',
      storyPostdate: 'y',
      storyPath: '/news',
    }),
  ).toThrow()
  expect(StoryGamesResponseSchema.parse({ '69298': [] })).toEqual({ '69298': [] })
  expect(
    TagSchema.parse({ count: 2, id: 700, name: 'Game Recap', slug: 'game-recap', active: true })
      .description,
  ).toBeUndefined()
  expect(SeriesTitlesResponseSchema.parse([{ id: 1, title: 'Owls Highlights' }])).toEqual([
    { id: 1, title: 'Owls Highlights' },
  ])
})
