import { expect, test } from 'vitest'
import { PodcastCategoriesResponseSchema, PodcastEpisodesResponseSchema } from './podcasts'

// Shaped like the evidence (schemas/v2/podcasts/podcastsSchema.json), trimmed.
const episode = {
  id: 3112,
  title: 'Episode 12',
  description: '<p>This week.</p>',
  rawDescription: 'This week.',
  dateCreated: '2026-12-10T06:00:00',
  datePublished: '2026-12-10T06:00:00',
  absoluteUrl: 'https://p.example/media/demo/podcasts/owls-insider-episode-12.mp3',
  fileName: 'owls-insider-episode-12.mp3',
  url: '/media/demo/podcasts/owls-insider-episode-12.mp3',
  enclosureLength: '64044',
  enclosureType: 'audio/mpeg',
  imageFilePath: '/images/demo/media/podcasts/',
  imageFileName: 'owls-insider.svg',
  imagePath: '/images/demo/media/podcasts/owls-insider.svg',
  categoryId: 31,
  categoryImagePath: '',
  categoryImageFilePath: '',
  categoryImageFileName: '',
  categoryName: null,
  sports: [],
}

test('an evidenced episode parses without the own-design access fields', () => {
  const page = PodcastEpisodesResponseSchema.parse({
    items: [episode],
    total: 1,
    page: 0,
    pages: 1,
  })
  expect(page.items[0]?.free).toBeUndefined()
  expect(page.items[0]?.categoryName).toBeNull()
})

test('a blacked-out episode: empty file fields and a message', () => {
  const blackedOut = {
    ...episode,
    url: '',
    absoluteUrl: '',
    fileName: '',
    free: true,
    authorized: true,
    authOnlyRequired: false,
    premium: false,
    blackedOut: true,
    blackedOutMessage: 'Not available.',
  }
  const parsed = PodcastEpisodesResponseSchema.parse({
    items: [blackedOut],
    total: 1,
    page: 0,
    pages: 1,
  })
  expect(parsed.items[0]).toMatchObject({
    blackedOut: true,
    url: '',
    blackedOutMessage: 'Not available.',
  })
  expect(() =>
    PodcastEpisodesResponseSchema.parse({ items: [{ ...episode, categoryId: '31' }] }),
  ).toThrow()
})

test('own design: an episode names its transcript beside its audio, "" when it has no file', () => {
  const page = PodcastEpisodesResponseSchema.parse({
    items: [
      { ...episode, transcriptUrl: '/media/demo/podcasts/owls-insider-episode-12.transcript.vtt' },
      { ...episode, url: '', transcriptUrl: '' },
    ],
    total: 2,
    page: 0,
    pages: 1,
  })
  expect(page.items.map((item) => item.transcriptUrl)).toEqual([
    '/media/demo/podcasts/owls-insider-episode-12.transcript.vtt',
    '',
  ])
  expect(() =>
    PodcastEpisodesResponseSchema.parse({
      items: [{ ...episode, transcriptUrl: null }],
      total: 1,
      page: 0,
      pages: 1,
    }),
  ).toThrow()
})

test('categories: evidenced id, title, mediaId; the own-design extras are optional', () => {
  expect(PodcastCategoriesResponseSchema.parse([{ id: 6, title: 'Insider', mediaId: 1 }])).toEqual([
    { id: 6, title: 'Insider', mediaId: 1 },
  ])
})
