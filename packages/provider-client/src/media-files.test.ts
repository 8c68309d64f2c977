import { expect, test } from 'vitest'
import { emptyResponse } from './fake-fetch'
import { isMediaPath, toMediaUrl } from './media-files'
import { bytesResponse, setupMedia } from './media-fixtures'

test.each([
  ['http://p.test/media/demo/a/b.pdf', '/media/demo/a/b.pdf'],
  ['http://p.test/media/demo/a/b.pdf?x=1', '/media/demo/a/b.pdf'],
  ['/media/demo/a.wav', '/media/demo/a.wav'],
  ['https://cdn.example/media/demo/a.pdf', 'https://cdn.example/media/demo/a.pdf'],
  ['http://p.test/other/a.pdf', 'http://p.test/other/a.pdf'],
  ['javascript:alert(1)', null],
  ['//evil.example/a.pdf', null],
  ['', null],
])('toMediaUrl(%s) is %s', (value, expected) => {
  expect(toMediaUrl(value, 'http://p.test')).toBe(expected)
})

test.each([
  ['/media/demo/documents/2026/12/10/a.pdf', true],
  ['/media/demo/../api/v2/Sports', false],
  ['/media/demo/a//b.pdf', false],
  ['/images/demo/a.svg', false],
  ['https://p.test/media/demo/a.pdf', false],
])('isMediaPath(%s) is %s', (path, expected) => {
  expect(isMediaPath(path)).toBe(expected)
})

test('loadMediaFile asks the provider’s /media path itself, outside /api', async () => {
  const { client, requests } = setupMedia(() => bytesResponse('%PDF-1.4', 'application/pdf'))
  const result = await client.loadMediaFile('/media/demo/documents/a.pdf', {
    accept: 'application/pdf',
  })
  expect(result.status === 'ok' && new TextDecoder().decode(result.value.bytes)).toBe('%PDF-1.4')
  expect(requests[0]?.url.href).toBe('http://p.test/media/demo/documents/a.pdf')
  expect(requests[0]?.headers.get('accept')).toBe('application/pdf')
})

test('loadMediaFile: no call for a path that is not a provider file; 404 missing', async () => {
  const { client, requests } = setupMedia(() => emptyResponse(404))
  expect(await client.loadMediaFile('/media/demo/../secret')).toEqual({ status: 'missing' })
  expect(requests).toHaveLength(0)
  expect(await client.loadMediaFile('/media/demo/none.pdf')).toEqual({ status: 'missing' })
})

test('loadMediaFile: another content type or a body over the cap is unavailable', async () => {
  const { client, logger } = setupMedia(() => bytesResponse('<html>', 'text/html'))
  const path = '/media/demo/a.pdf'
  expect(await client.loadMediaFile(path, { accept: 'application/pdf' })).toEqual({
    status: 'unavailable',
  })
  expect(await client.loadMediaFile(path, { maxBytes: 3 })).toEqual({ status: 'unavailable' })
  expect(logger.records).toHaveLength(2)
})
