import { afterEach, expect, test, vi } from 'vitest'

import type { Splash } from '@fieldhouse/provider-client/splash'

import { provider } from '~/utils/provider.server'

import { loader } from './splash'

const splash: Splash = {
  id: 5,
  title: 'Welcome back',
  html: null,
  startDate: null,
  endDate: null,
  video: null,
  images: [],
  link: null,
  backgroundColor: 'black',
  foregroundColor: 'white',
}

const load = (path: string, splashId?: string) =>
  loader({
    request: new Request(`http://site.test${path}`),
    url: new URL(`http://site.test${path}`),
    pattern: '/splash/:splashId?',
    params: splashId === undefined ? {} : { splashId },
    context: {},
  })

afterEach(() => {
  vi.restoreAllMocks()
})

test('/splash/{id} shows the splash the provider has', async () => {
  const call = vi.spyOn(provider, 'loadSplash').mockResolvedValue({ status: 'ok', value: splash })
  expect(await load('/splash/5', '5')).toEqual({ splash, error: null })
  expect(call.mock.calls[0]?.[0]).toEqual({ splashId: 5 })
})

test('a failed fetch says so in SPEC.md 8 words, with status 503', async () => {
  vi.spyOn(provider, 'loadSplash').mockResolvedValue({ status: 'unavailable' })
  expect(await load('/splash')).toMatchObject({
    data: { splash: null, error: 'Failed to fetch splash page content' },
    init: { status: 503 },
  })
})

test('with no splash the visitor goes home', async () => {
  vi.spyOn(provider, 'loadSplash').mockResolvedValue({ status: 'missing' })
  const thrown: unknown = await load('/splash/9', '9').catch((error: unknown) => error)
  expect(thrown).toBeInstanceOf(Response)
  expect(thrown instanceof Response && thrown.headers.get('Location')).toBe('/')
})
