import { expect, test } from 'vitest'

import { toAbsolute } from '~/seo/collection-page-data'

import { CAPTION_CUES, allAccessVideo } from './fixtures'
import { toTranscriptText, toVideoObjectData } from './video-object'

const options = {
  pageUrl: 'https://owls.example/showcase/embed.aspx?archive=15101',
  absolute: toAbsolute('https://owls.example'),
}

test('a playable video: its file, poster, length, captions file and transcript', () => {
  const data = toVideoObjectData(
    allAccessVideo(),
    {
      captions: { url: '/media/demo/videos/opener.captions.vtt', cues: CAPTION_CUES },
      descriptions: { url: '/media/demo/videos/opener.descriptions.vtt', cues: [] },
    },
    { ...options, playable: true },
  )
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Season Opener Highlights',
    description: 'Highlights of the season opener <under the lights>.',
    url: options.pageUrl,
    thumbnailUrl: 'https://owls.example/images/demo/videos/opener.jpg',
    uploadDate: '2026-11-20T21:30:00.000Z',
    duration: 'PT30S',
    isAccessibleForFree: true,
    contentUrl: 'https://owls.example/media/demo/videos/opener.webm',
    caption: {
      '@type': 'MediaObject',
      contentUrl: 'https://owls.example/media/demo/videos/opener.captions.vtt',
      encodingFormat: 'text/vtt',
      inLanguage: 'en',
    },
    transcript: 'Announcer: Kickoff under the lights. Announcer: Touchdown, <Owls>!',
    accessibilityFeature: ['captions', 'audioDescription', 'transcript'],
  })
})

test('a video that does not play here names no file, and is not free', () => {
  const data = toVideoObjectData(
    allAccessVideo({ description: null, posterUrl: null, durationSeconds: null }),
    { captions: null, descriptions: null },
    { ...options, playable: false },
  )
  expect(data).toEqual({
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: 'Season Opener Highlights',
    description: 'Season Opener Highlights',
    url: options.pageUrl,
    uploadDate: '2026-11-20T21:30:00.000Z',
    isAccessibleForFree: false,
  })
})

test('a transcript text of no words is none', () => {
  expect(toTranscriptText([{ start: 0, end: 1, text: '  ', voice: null }])).toBeNull()
})
