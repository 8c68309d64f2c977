import { afterEach, expect, test, vi } from 'vitest'

import { provider } from '~/utils/provider.server'

import { action } from './promotion-impressions'

const report = (adIds: string) =>
  action({
    request: new Request('http://site.test/promotions/impressions', {
      method: 'POST',
      body: new URLSearchParams({ adIds }),
    }),
  })

afterEach(() => {
  vi.restoreAllMocks()
})

// The browser keeps its queue on anything but a 2xx (components/promotions/impression-queue.tsx).
test.each([
  ['ok', true, 200],
  ['unavailable', false, 502],
] as const)('a count the provider answers %s is %s with %i', async (status, ok, code) => {
  const call = vi.spyOn(provider, 'countImpressions').mockResolvedValue({ status })
  expect(await report('4,5')).toMatchObject({ data: { ok }, init: { status: code } })
  expect(call.mock.calls[0]?.[0]).toEqual([4, 5])
})

test('a malformed report is a 400 without a call', async () => {
  const call = vi.spyOn(provider, 'countImpressions')
  expect(await report('1,x')).toMatchObject({ init: { status: 400 } })
  expect(call).not.toHaveBeenCalled()
})
