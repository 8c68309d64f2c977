import { expect, test } from 'vitest'

import type { VideoHome } from './series-videos.server'
import { toStoryVideoLink } from './story-video'

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
