import { afterEach, expect, test, vi } from 'vitest'

import { logger } from '~/utils/logger.server'
import { provider } from '~/utils/provider.server'

import { action } from './splash-click'

const click = (splashId: string) =>
  action({
    request: new Request(`http://site.test/splash/click/${splashId}`, { method: 'POST' }),
    params: { splashId },
  })

afterEach(() => {
  vi.restoreAllMocks()
})

test('a recorded click is a 200', async () => {
  const call = vi.spyOn(provider, 'trackSplashClick').mockResolvedValue({ status: 'ok' })
  expect(await click('5')).toMatchObject({ data: { ok: true }, init: { status: 200 } })
  expect(call.mock.calls[0]?.[0]).toBe(5)
})

test('a click the provider did not record is a 502, logged in SPEC.md 8 words', async () => {
  vi.spyOn(provider, 'trackSplashClick').mockResolvedValue({ status: 'unavailable' })
  const warn = vi.spyOn(logger, 'warn').mockReturnValue(undefined)
  expect(await click('424242')).toMatchObject({ data: { ok: false }, init: { status: 502 } })
  expect(warn).toHaveBeenCalledWith({ splashId: '424242' }, 'Failed to track click action')
})

test('a malformed splash id is a 404 without a call', async () => {
  const call = vi.spyOn(provider, 'trackSplashClick')
  expect(await click('abc')).toMatchObject({ init: { status: 404 } })
  expect(call).not.toHaveBeenCalled()
})
