import { afterEach, expect, test, vi } from 'vitest'

import type { Podcast } from '@fieldhouse/provider-client/podcasts'

import { statusOf } from '~/test-support/status-of'
import { provider } from '~/utils/provider.server'

import { loadPodcastsList } from './podcasts-list.server'

// The sport menu is secondary data and reads as empty when the provider fails: a sport asked
// then is an outage's 503, never a 404; with the menu read, a sport it lacks is a 404.

afterEach(() => {
  vi.restoreAllMocks()
})

const football = { sportId: 10, title: 'Football', shortName: 'football' }

test.each([
  [[], 'football', 503],
  [[football], 'curling', 404],
])('with the sport menu %j, ?sport=%s answers %i', async (sports, asked, status) => {
  vi.spyOn(provider, 'loadPodcasts').mockResolvedValue({ status: 'ok', value: [] as Podcast[] })
  vi.spyOn(provider, 'getPodcastFilters').mockResolvedValue({
    podcasts: [],
    sports: sports as never,
  })
  expect(await statusOf(loadPodcastsList({ sport: asked }, new AbortController().signal))).toBe(
    status,
  )
})
