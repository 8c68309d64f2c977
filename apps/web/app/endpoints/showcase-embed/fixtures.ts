import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'
import { toMediaAccess } from '@fieldhouse/provider-client/series'

// An all-access item as the client reads the demo's (apps/provider/src/seed/media), for the
// embed's tests: free, captioned and described.
export function allAccessVideo(overrides: Partial<AllAccessVideo> = {}): AllAccessVideo {
  return {
    id: '15101',
    title: 'Season Opener Highlights',
    description: 'Highlights of the season opener <under the lights>.',
    postedAt: new Date('2026-11-20T21:30:00Z'),
    durationSeconds: 30,
    posterUrl: '/images/demo/videos/opener.jpg',
    sport: { id: 1, title: 'Football', shortName: 'FB' },
    category: { id: 11, title: 'Highlights' },
    views: 300,
    videoUrl: '/media/demo/videos/opener.webm',
    format: 'video',
    appExclusive: false,
    favorites: 12,
    captionsUrl: '/media/demo/videos/opener.captions.vtt',
    descriptionsUrl: '/media/demo/videos/opener.descriptions.vtt',
    // No flags sent: free to play, as the client reads the evidenced API's items.
    access: toMediaAccess({}),
    ...overrides,
  }
}

export const CAPTION_CUES = [
  { start: 0.5, end: 4, text: 'Kickoff under the lights.', voice: 'Announcer' },
  { start: 4, end: 8, text: 'Touchdown, <Owls>!', voice: 'Announcer' },
]

export const DESCRIPTION_CUES = [{ start: 2, end: 4, text: 'The crowd stands.', voice: null }]
