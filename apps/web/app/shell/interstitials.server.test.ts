import { afterEach, expect, test, vi } from 'vitest'

import { provider } from '~/utils/provider.server'

import { getInterstitials } from './interstitials.server'

afterEach(() => {
  vi.restoreAllMocks()
})

// SPEC.md 8: the shell degrades silently; a home page is never an error for want of a splash.
test.each(['missing', 'unavailable'] as const)(
  'a splash that is %s leaves the page without one',
  async (status) => {
    vi.spyOn(provider, 'getSiteSettings').mockResolvedValue(null)
    vi.spyOn(provider, 'getTakeovers').mockResolvedValue([])
    vi.spyOn(provider, 'loadSplash').mockResolvedValue({ status })
    expect(await getInterstitials(0, new AbortController().signal)).toEqual({
      takeovers: [],
      splash: null,
      isSplashDue: false,
    })
  },
)
