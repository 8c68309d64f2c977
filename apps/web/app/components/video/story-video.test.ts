import { expect, test } from 'vitest'

import type { VideoHome } from './series-videos.server'
import { toStoryVideoLink, toStoryVideoView } from './story-video'
import type { VideoCardView } from './video-card'

const video = (fields: Partial<Parameters<typeof toStoryVideoLink>[0]>) => ({
  archiveId: null,
  youtube: null,
  title: 'Highlights',
  thumbnail: '/images/a.jpg',
  ...fields,
})

// The library's videos live on their series' pages; one the series do not list has no link.
const homes = new Map<string, VideoHome>([
  ['3201110', { path: '/series/owls-highlights', seriesTitle: 'Owls Highlights' }],
  ['7', { path: '/series/coach-show', seriesTitle: "The Coach's Show" }],
])

test.each([
  [{ youtube: 'dQw4w9WgXcQ' }, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  [{ youtube: 'https://youtu.be/dQw4w9WgXcQ' }, 'https://youtu.be/dQw4w9WgXcQ'],
  [{ archiveId: 3201110 }, '/series/owls-highlights'],
  [{ archiveId: 99 }, null],
  // A YouTube value that is neither an id nor a YouTube address falls back to the library.
  [{ youtube: 'javascript:alert(1)', archiveId: 7 }, '/series/coach-show'],
  [{ youtube: 'http://youtube.com/watch?v=x' }, null],
])('the video %j plays at %s', (fields, url) => {
  expect(toStoryVideoLink(video(fields), homes)?.url ?? null).toBe(url)
})

test('a video is named, with its series when it is one of the library', () => {
  expect(toStoryVideoLink(video({ archiveId: 7, title: null }), homes)?.title).toBe(
    "Watch the video (The Coach's Show)",
  )
  expect(toStoryVideoLink(video({ youtube: 'dQw4w9WgXcQ' }), homes)?.title).toBe('Highlights')
})

// An all-access item (issue 35) is a card opening the embed; a series episode keeps its link.
const card: VideoCardView = {
  id: '15101',
  title: 'Senior day',
  url: '/showcase/embed.aspx?archive=15101',
  posterUrl: '/media/demo/videos/senior-day.jpg',
  length: '0:31',
  lengthWords: '31 seconds',
  captioned: true,
  detail: null,
  inApp: false,
}
const library = new Map([['15101', card]])

test.each([
  [{ archiveId: 15101 }, { card }],
  [{ archiveId: 7 }, { url: '/series/coach-show' }],
  [{ archiveId: 99 }, null],
  [
    { youtube: 'dQw4w9WgXcQ', archiveId: 15101 },
    { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  ],
])('the video %j is shown as %j', (fields, expected) => {
  const view = toStoryVideoView(video(fields), homes, library)
  if (expected === null) expect(view).toBeNull()
  else expect(view).toMatchObject(expected)
})
