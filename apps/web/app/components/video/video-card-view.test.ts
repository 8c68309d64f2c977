import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'
import { expect, test } from 'vitest'

import { toVideoCard } from './video-card-view'

const video = (fields: Partial<AllAccessVideo> = {}): AllAccessVideo => ({
  id: '15101',
  title: 'Senior day',
  description: null,
  postedAt: null,
  durationSeconds: 30.6,
  videoUrl: '/media/demo/videos/senior-day.webm',
  posterUrl: '/media/demo/videos/senior-day.jpg',
  sport: null,
  category: null,
  views: null,
  format: 'video',
  appExclusive: false,
  favorites: null,
  captionsUrl: '/media/demo/videos/senior-day.captions.vtt',
  descriptionsUrl: null,
  access: {
    free: true,
    authorized: true,
    authOnlyRequired: false,
    premium: false,
    blackedOut: false,
    blackedOutMessage: null,
  },
  ...fields,
})

test('a playable video opens the embed, with its length in figures and words and its CC mark', () => {
  expect(toVideoCard(video())).toEqual({
    id: '15101',
    title: 'Senior day',
    url: '/showcase/embed.aspx?archive=15101',
    posterUrl: '/media/demo/videos/senior-day.jpg',
    length: '0:31',
    lengthWords: '31 seconds',
    captioned: true,
    detail: null,
    inApp: false,
  })
  expect(toVideoCard(video({ captionsUrl: null })).captioned).toBe(false)
})

const locked = { free: false, authorized: false, authOnlyRequired: true, premium: false }

test.each([
  [{ blackedOut: true, blackedOutMessage: 'Not in your area.' }, 'Blacked out: Not in your area.'],
  [{ blackedOut: true, blackedOutMessage: null }, 'Blacked out'],
  [locked, 'Sign-in required: in the app'],
  [{ ...locked, premium: true }, 'Premium: in the app'],
])('a video that may not play (%j) says why, with no link and no CC mark', (flags, notice) => {
  const card = toVideoCard(video({ videoUrl: null, access: { ...video().access, ...flags } }))
  expect(card).toMatchObject({ url: null, captioned: false, detail: notice })
})
