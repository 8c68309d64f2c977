import { expect, test } from 'vitest'
import { DocumentsResponseSchema } from './documents'
import { PublicationsResponseSchema } from './publications'

// Shaped like the evidence (schemas/v2/documents, v2/publications).
const document = {
  documentId: 46552,
  documentTitle: 'Football Game Notes',
  documentType: 'pdf',
  documentPath: '/documents/2026/12/9/football-game-notes.pdf',
  metadataDescription: 'Weekly game notes.',
  unavailableAccessibility: false,
  createdAt: '2026-12-09T09:00:00',
  sportIds: [10],
  lastUpdated: '2026-12-09T16:30:00',
  downloadUrl: 'https://provider.example/media/demo/documents/2026/12/9/football-game-notes.pdf',
}

test('a documents page parses; unknown fields are stripped, a missing description is tolerated', () => {
  const page = DocumentsResponseSchema.parse({
    items: [{ ...document, metadataDescription: null, extra: 1 }],
    total: 1,
    page: 0,
    pages: 1,
  })
  expect(page.items[0]).not.toHaveProperty('extra')
  expect(page.items[0]?.metadataDescription).toBeNull()
  expect(() =>
    DocumentsResponseSchema.parse({ items: [{ ...document, downloadUrl: 1 }] }),
  ).toThrow()
})

test('publications keep the evidenced snake_case and a string id; sport may be anything', () => {
  const body = PublicationsResponseSchema.parse({
    image: '/images/demo/logos/logo.svg',
    description: 'Media guides',
    title: 'Publications',
    show_dates: true,
    enable_subscriptions: false,
    publications: [
      {
        created_on: '2026-08-14T08:00:00',
        description: 'Rosters and records.',
        id: '801',
        file: {
          url: 'https://p.example/x.pdf',
          image: '',
          title: 'Guide',
          description: '',
          embed_url: '',
          slug: 'guide',
        },
        image: '',
        title: 'Guide',
        updated_on: '2026-08-17T15:00:00',
        url: '/publications/guide',
        sport: null,
        sports: [{ id: 10, title: 'Football', shortname: 'football', slug: 'football' }],
      },
    ],
  })
  expect(body.publications[0]?.id).toBe('801')
  expect(() =>
    PublicationsResponseSchema.parse({
      ...body,
      publications: [{ ...body.publications[0], id: 801 }],
    }),
  ).toThrow()
})
