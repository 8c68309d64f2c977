import sharp from 'sharp'
import { expect, test } from 'vitest'

import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { proxyImage } from '../../apps/web/server/proxy-image'

import { openProviderProcess } from './provider-process'

// The website's image proxy in front of a real reference-provider process: whatever size a
// visitor (or an attacker) asks the site for, the picture that comes back is a ladder size.
const provider = openProviderProcess()

const viaWebsite = (pathAndQuery: string) =>
  proxyImage(new Request(`http://site.test${pathAndQuery}`), provider.baseUrl)

test('an image request for a non-ladder width gets a ladder size', async () => {
  const response = await viaWebsite('/images/resize?url=/images/demo/sports/football.svg&width=300')
  expect(response.status).toBe(200)
  expect(response.headers.get('content-location')).toContain('width=320')
  const body = Buffer.from(await response.arrayBuffer())
  expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 320, height: 180 })
})

test('a URL from the website builder is answered at exactly its size', async () => {
  const url = buildImageUrl({ baseUrl: '', src: '/images/demo/sports/football.svg', width: 1000 })
  const response = await viaWebsite(url)
  const body = Buffer.from(await response.arrayBuffer())
  expect(await sharp(body).metadata()).toMatchObject({ width: 1280, height: 720 })
})

test('unknown sizes are answered cheaply and never with a 500', async () => {
  const statuses = await Promise.all(
    ['width=abc', 'width=0', 'width=99999', 'height=-1', 'width=12.5'].map(
      async (size) =>
        (await viaWebsite(`/images/resize?url=/images/demo/logos/logo.svg&${size}`)).status,
    ),
  )
  expect(statuses).toEqual([400, 400, 400, 400, 400])
})
