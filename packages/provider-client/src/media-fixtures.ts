import { createTestClient, type TestHandler } from './test-client'

// Test support for the media resources: the test client (test-client.ts) without the response
// cache, and wire items as the reference provider sends them.

export const setupMedia = (handler: TestHandler) => createTestClient(handler, { cache: false })

export const bytesResponse = (text: string, contentType: string, status = 200) =>
  new Response(new TextEncoder().encode(text), { status, headers: { 'content-type': contentType } })

export const page = (items: unknown[]) => ({ items, total: items.length, page: 0, pages: 1 })

export const wireDocument = {
  documentId: 4601,
  documentTitle: 'Football Game Notes',
  documentType: 'pdf',
  documentPath: '/documents/2026/12/10/football-game-notes.pdf',
  metadataDescription: 'Weekly game notes.',
  unavailableAccessibility: false,
  createdAt: '2026-12-10T09:00:00',
  sportIds: [10],
  lastUpdated: '2026-12-10T16:30:00',
  downloadUrl: 'http://p.test/media/demo/documents/2026/12/10/football-game-notes.pdf',
}

export const wirePublication = {
  created_on: '2026-12-06T08:00:00',
  description: 'The official gameday program.',
  id: '807',
  file: {
    url: 'http://p.test/media/demo/publications/gameday-program-7.pdf',
    image: '/images/demo/media/publications/gameday-program-7.svg',
    title: 'Gameday Program',
    description: 'The official gameday program.',
    embed_url: 'http://p.test/media/demo/publications/gameday-program-7.pdf',
    slug: 'gameday-program-7',
  },
  image: '/images/demo/media/publications/gameday-program-7.svg',
  title: 'Gameday Program',
  updated_on: '2026-12-09T15:00:00',
  url: '/publications/gameday-program-7',
  sport: null,
  sports: [{ id: 11, title: "Men's Basketball", shortname: 'mbball', slug: 'mens-basketball' }],
}

export const wireEpisode = {
  id: 3112,
  title: 'Episode 12',
  description: '<p>This week <script>alert(1)</script>on Owls Insider.</p>',
  rawDescription: 'This week on Owls Insider.',
  dateCreated: '2026-12-10T06:00:00',
  datePublished: '2026-12-10T06:00:00',
  absoluteUrl: 'http://p.test/media/demo/podcasts/owls-insider-episode-12.mp3',
  fileName: 'owls-insider-episode-12.mp3',
  url: '/media/demo/podcasts/owls-insider-episode-12.mp3',
  enclosureLength: '48044',
  enclosureType: 'audio/mpeg',
  imageFilePath: '/images/demo/media/podcasts/',
  imageFileName: 'owls-insider.svg',
  imagePath: '/images/demo/media/podcasts/owls-insider.svg',
  categoryId: 31,
  categoryImagePath: '/images/demo/media/podcasts/owls-insider.svg',
  categoryName: 'Owls Insider',
  sports: [{ id: 36, title: 'General', shortname: 'general', slug: 'general' }],
  podPubdate: 'Thu, 10 Dec 2026 06:00:00 GMT',
  podId: 31,
  podcastSlug: 'owls-insider',
  duration: 3,
  transcriptUrl: '/media/demo/podcasts/owls-insider-episode-12.transcript.vtt',
  free: false,
  authorized: false,
  authOnlyRequired: true,
  premium: false,
  blackedOut: false,
  blackedOutMessage: null,
}
