import { expect, test } from 'vitest'

import {
  askForDocumentBuffer,
  takeDocumentBuffer,
  toDocumentResponse,
} from './document-body.server'

const BODY = Buffer.from('<!DOCTYPE html><html><body>Owls</body></html>')
const INIT = { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } }

test('a caller that asks gets the document beside an empty Response', async () => {
  const request = new Request('http://localhost/')
  askForDocumentBuffer(request)
  const response = toDocumentResponse(request, BODY, INIT)
  expect(takeDocumentBuffer(response)).toBe(BODY)
  expect(response.body).toBeNull()
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
})

test('any other caller (the development server) gets the document as the body', async () => {
  const response = toDocumentResponse(new Request('http://localhost/'), BODY, INIT)
  expect(takeDocumentBuffer(response)).toBeUndefined()
  expect(await response.text()).toBe(BODY.toString())
})
