import { wireSportFile } from '@fieldhouse/contract/media-fixtures'
import { expect, test } from 'vitest'
import type { LocalDay } from './dates'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { bytesResponse, page, setupMedia } from './media-fixtures'

const file = {
  id: 9001,
  title: 'Football Depth Chart',
  description: 'The two-deep.',
  fileName: 'depth-chart.pdf',
  day: '2026-12-09',
  createdAt: new Date('2026-12-09T17:00:00Z'),
  access: 'public',
  contentType: 'application/pdf',
  size: 1307,
  sport: { id: 10, title: 'Football', slug: 'football', shortName: 'football' },
}
const key = { day: '2026-12-09' as LocalDay, fileName: 'depth-chart.pdf' }
const forbidden = () => jsonResponse({ error: { message: 'Wrong access code' } }, 403)

test('public files: the list, one by its day and name, and its bytes', async () => {
  const { client, requests } = setupMedia((request) =>
    request.url.pathname.endsWith('/file')
      ? bytesResponse('%PDF', 'application/pdf')
      : jsonResponse(
          request.url.pathname === '/api/v2/SportFiles' ? page([wireSportFile]) : wireSportFile,
        ),
  )
  expect(await client.loadSportFiles({ sportId: 10, pageIndex: 0, pageSize: 10 })).toEqual({
    status: 'ok',
    value: { items: [file], total: 1, page: 0, pages: 1 },
  })
  expect(await client.loadSportFile(key)).toEqual({ status: 'ok', value: file })
  const bytes = await client.loadSportFileBytes(key)
  expect(bytes.status === 'ok' && bytes.value.bytes.byteLength).toBe(4)
  // Month and day without zeros, as the site's address writes them.
  expect(requests.map((request) => request.url.pathname)).toEqual([
    '/api/v2/SportFiles',
    '/api/v2/SportFiles/2026/12/9/depth-chart.pdf',
    '/api/v2/SportFiles/2026/12/9/depth-chart.pdf/file',
  ])
})

test('a key that can name no file is missing without a call', async () => {
  const { client, requests } = setupMedia(() => emptyResponse(500))
  expect(await client.loadSportFile({ ...key, fileName: '../secret' })).toEqual({
    status: 'missing',
  })
  expect(await client.loadProtectedSportFile({ ...key, day: '2026-1-1' as LocalDay }, 'x')).toEqual(
    { status: 'missing' },
  )
  expect(requests).toHaveLength(0)
})

test('protected: the code goes in X-Access-Code; a 403 is refused, quietly', async () => {
  const { client, requests, logger } = setupMedia((request) => {
    if (request.headers.get('x-access-code') !== 'owls-travel-2026') return forbidden()
    return request.url.pathname.endsWith('/file')
      ? bytesResponse('%PDF', 'application/pdf')
      : jsonResponse({ ...wireSportFile, access: 'protected' })
  })
  expect(await client.loadProtectedSportFile(key, 'owls-travel-2026')).toEqual({
    status: 'ok',
    value: { ...file, access: 'protected' },
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Protected/SportFiles/2026/12/9/depth-chart.pdf')
  expect((await client.loadProtectedSportFileBytes(key, 'owls-travel-2026')).status).toBe('ok')
  expect(await client.loadProtectedSportFile(key, 'wrong')).toEqual({ status: 'refused' })
  expect(await client.loadProtectedSportFileBytes(key, 'wrong')).toEqual({ status: 'refused' })
  expect(logger.records).toEqual([])
  // A blank code or one that cannot be a header value is refused without a call.
  const calls = requests.length
  expect(await client.loadProtectedSportFile(key, '')).toEqual({ status: 'refused' })
  expect(await client.loadProtectedSportFile(key, 'a\nb')).toEqual({ status: 'refused' })
  expect(requests).toHaveLength(calls)
})

test('protected: an unknown file is missing, a failure unavailable and logged', async () => {
  let status = 204
  const { client, logger } = setupMedia(() => emptyResponse(status))
  expect(await client.loadProtectedSportFile(key, 'code')).toEqual({ status: 'missing' })
  status = 500
  expect(await client.loadProtectedSportFile(key, 'code')).toEqual({ status: 'unavailable' })
  expect(logger.records).toHaveLength(1)
})

test('hidden: the editor’s bearer token on details and bytes; 401 is signed-out', async () => {
  const { client, requests, logger } = setupMedia((request) => {
    if (request.headers.get('authorization') !== 'Bearer good') return emptyResponse(401)
    return request.url.pathname.endsWith('/file')
      ? bytesResponse('%PDF', 'application/pdf')
      : jsonResponse({ ...wireSportFile, access: 'hidden' })
  })
  expect(await client.loadHiddenSportFile(key, 'good')).toMatchObject({
    status: 'ok',
    value: { access: 'hidden' },
  })
  expect((await client.loadHiddenSportFileBytes(key, 'good')).status).toBe('ok')
  expect(requests.map((request) => request.url.pathname)).toEqual([
    '/api/v2/Hidden/SportFiles/2026/12/9/depth-chart.pdf',
    '/api/v2/Hidden/SportFiles/2026/12/9/depth-chart.pdf/file',
  ])
  expect(await client.loadHiddenSportFile(key, 'ended')).toEqual({ status: 'signed-out' })
  expect(await client.loadHiddenSportFileBytes(key, 'ended')).toEqual({ status: 'signed-out' })
  expect(await client.loadHiddenSportFileBytes(key, 'not a token')).toEqual({
    status: 'signed-out',
  })
  expect(logger.records).toEqual([])
})
