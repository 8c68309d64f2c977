import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { page, setupMedia, wireDocument } from './media-fixtures'

const document = {
  id: 4601,
  title: 'Football Game Notes',
  type: 'pdf',
  path: '2026/12/10/football-game-notes.pdf',
  description: 'Weekly game notes.',
  isAccessible: true,
  day: '2026-12-10',
  createdAt: new Date('2026-12-10T15:00:00Z'),
  updatedAt: new Date('2026-12-10T22:30:00Z'),
  sportIds: [10],
  // On the provider's origin: its site-relative path, for the website's /media proxy.
  file: '/media/demo/documents/2026/12/10/football-game-notes.pdf',
}

test('loadDocuments maps a page and asks for the sport and page', async () => {
  const { client, requests } = setupMedia(() => jsonResponse(page([wireDocument])))
  expect(await client.loadDocuments({ sportId: 10, pageIndex: 1, pageSize: 20 })).toEqual({
    status: 'ok',
    value: { items: [document], total: 1, page: 0, pages: 1 },
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Documents')
  expect(requests[0]?.url.search).toBe('?$pageIndex=1&$pageSize=20&sportId=10')
})

test('a document elsewhere keeps its address; one without a readable path is left out', async () => {
  const elsewhere = { ...wireDocument, downloadUrl: 'https://cdn.example/notes.pdf' }
  const broken = { ...wireDocument, documentId: 9, documentPath: '/files/notes.pdf' }
  const { client, logger } = setupMedia(() => jsonResponse(page([broken, elsewhere])))
  const result = await client.loadDocuments({ pageIndex: 0, pageSize: 20 })
  expect(result.status === 'ok' && result.value.items.map((item) => item.file)).toEqual([
    'https://cdn.example/notes.pdf',
  ])
  // page.ts logs an item's `id` or `storyId`; a document's is `documentId`, so none is named.
  expect(logger.records.map((record) => record.msg)).toEqual([
    'documents repository: item parse error, dropped',
  ])
})

test('loadDocument: 204 is missing, a failure unavailable', async () => {
  const { client } = setupMedia((request) =>
    request.url.pathname.endsWith('/1') ? emptyResponse(204) : emptyResponse(500),
  )
  expect(await client.loadDocument(1)).toEqual({ status: 'missing' })
  expect(await client.loadDocument(2)).toEqual({ status: 'unavailable' })
})
