import { afterEach, expect, test, vi } from 'vitest'

import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'

import { provider } from '~/utils/provider.server'

import { getVideoStripSection } from './video-strip.server'

const football = { id: 10, title: 'Football', globalSportNameSlug: 'football' }
const signal = new AbortController().signal

const video = {
  id: '15101',
  title: 'Season Opener Highlights',
  durationSeconds: 30,
  videoUrl: '/media/demo/videos/a.webm',
  posterUrl: '/media/demo/videos/a.jpg',
  captionsUrl: '/media/demo/videos/a.captions.vtt',
  access: { free: true, authorized: true, blackedOut: false, blackedOutMessage: null },
} as unknown as AllAccessVideo

const answer = (items: AllAccessVideo[]) =>
  ({ status: 'ok', value: { items, total: items.length, pageIndex: 0, pages: 1 } }) as never

afterEach(() => {
  vi.restoreAllMocks()
})

test('the newest few of the sport, captioned only when asked; the filter as plain links', async () => {
  const load = vi.spyOn(provider, 'loadAllAccessVideos').mockResolvedValue(answer([video]))
  const html = (await getVideoStripSection(football, true, signal)) ?? ''
  expect(load).toHaveBeenCalledWith(
    { sportId: 10, onlyHasCaptions: true, pageIndex: 0, pageSize: 4 },
    { signal },
  )
  expect(html).toContain('href="/showcase/embed.aspx?archive=15101"')
  expect(html).toContain('<span class="sr-only">Captioned</span>')
  expect(html).toContain('<span class="sr-only">Length 30 seconds</span>')
  expect(html).toContain('href="/sports/football?captions=only#sport-videos" aria-current="true"')
  expect(html).toContain('href="/sports/football#sport-videos"')
})

test('left out when the library fails or the sport has none; kept, saying so, when filtered', async () => {
  const load = vi.spyOn(provider, 'loadAllAccessVideos')
  load.mockResolvedValueOnce({ status: 'unavailable' } as never)
  expect(await getVideoStripSection(football, false, signal)).toBeNull()
  load.mockResolvedValueOnce({ status: 'unavailable' } as never)
  expect(await getVideoStripSection(football, true, signal)).toBeNull()
  load.mockResolvedValueOnce(answer([]))
  expect(await getVideoStripSection(football, false, signal)).toBeNull()
  load.mockResolvedValueOnce(answer([]))
  expect(await getVideoStripSection(football, true, signal)).toContain(
    'No captioned Football videos yet.',
  )
})
