import { DocumentResourceSchema, DocumentsResponseSchema } from '@fieldhouse/contract/documents'
import {
  PublicationResourceSchema,
  PublicationsResponseSchema,
} from '@fieldhouse/contract/publications'
import { expect, test } from 'vitest'
import { TEST_SEED_NOW } from '../../clock/seed-clock'
import { openTestApp } from '../../test-support/make-test-app'

const provider = openTestApp()

const documents = DocumentsResponseSchema.parse(
  await provider.getJson('/api/v2/Documents?$pageSize=100'),
)

test('15 documents, newest first, none after the seed clock, each a real PDF at downloadUrl', async () => {
  expect(documents.total).toBe(15)
  const dates = documents.items.map((d) => d.createdAt)
  expect(dates).toEqual([...dates].sort().reverse())
  expect(dates.every((d) => d <= TEST_SEED_NOW)).toBe(true)
  for (const document of documents.items) {
    expect(document.documentPath).toMatch(/^\/documents\/\d{4}\/\d{1,2}\/\d{1,2}\/[a-z0-9-]+\.pdf$/)
    const url = new URL(document.downloadUrl)
    expect(url.pathname).toBe(`/media/demo${document.documentPath}`)
    const response = await provider.app.request(url.pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4')
    expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n')
  }
})

test('paging and sportId; a document by id: 200, 204 unknown, 404 malformed', async () => {
  const page = DocumentsResponseSchema.parse(
    await provider.getJson('/api/v2/Documents?$pageIndex=1&$pageSize=4'),
  )
  expect(page).toMatchObject({ page: 1, total: 15, pages: 4 })
  expect(page.items.map((d) => d.documentId)).toEqual(
    documents.items.slice(4, 8).map((d) => d.documentId),
  )
  const football = DocumentsResponseSchema.parse(
    await provider.getJson('/api/v2/documents?SPORTID=10'),
  )
  expect(football.total).toBeGreaterThan(0)
  expect(football.items.every((d) => d.sportIds?.includes(10))).toBe(true)
  const first = documents.items[0]
  const one = DocumentResourceSchema.parse(
    await provider.getJson(`/api/v2/Documents/${first?.documentId}`),
  )
  expect(one).toEqual(first)
  expect((await provider.get('/api/v2/Documents/999999')).status).toBe(204)
  expect((await provider.get('/api/v2/Documents/abc')).status).toBe(404)
  expect((await provider.get('/api/v2/Documents?sportId=x')).status).toBe(400)
  expect((await provider.get('/api/v2/Documents', { tenant: null })).status).toBe(400)
  expect((await provider.get('/api/v2/Documents', { tenant: 'nope' })).status).toBe(400)
})

test('8 publications with PDFs and covers; one by slug, 204 unknown, 404 malformed', async () => {
  const body = PublicationsResponseSchema.parse(await provider.getJson('/api/v2/Publications'))
  expect(body.publications).toHaveLength(8)
  expect(body.publications.map((p) => p.title).join(' ')).toMatch(
    /Media Guide.*Program|Program.*Media Guide/,
  )
  const first = body.publications[0]
  const slug = first?.file.slug ?? ''
  expect(first?.url).toBe(`/publications/${slug}`)
  const pdf = await provider.app.request(new URL(first?.file.url ?? '').pathname)
  expect(pdf.headers.get('content-type')).toBe('application/pdf')
  expect(
    Buffer.from(await pdf.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')
  const cover = await provider.app.request(first?.image ?? '')
  expect(cover.status).toBe(200)
  const one = PublicationResourceSchema.parse(
    await provider.getJson(`/api/v2/Publications/${slug}`),
  )
  expect(one).toEqual(first)
  expect((await provider.get('/api/v2/Publications/no-such-guide')).status).toBe(204)
  expect((await provider.get('/api/v2/Publications/..%2F..%2Fetc')).status).toBe(404)
})

test.each([
  '/media/demo/documents/../../../etc/passwd',
  '/media/demo/documents/%2e%2e/%2e%2e/etc/passwd',
  '/media/demo/..%2F..%2Fprovider.sqlite',
  '/media/demo/documents%2F..%2F..%2Fpackage.json',
  '/media/demo/sport-files/2026-12-05/team-travel-packet.pdf',
  '/media/lakeside/documents/none.pdf',
])('%s never reaches a file: 404', async (path) => {
  expect((await provider.app.request(path)).status).toBe(404)
})
