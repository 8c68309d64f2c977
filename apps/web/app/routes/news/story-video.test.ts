import { expect, test } from 'vitest'

import { toStoryVideoLink } from './story-video'

const video = (fields: Partial<Parameters<typeof toStoryVideoLink>[0]>) => ({
  archiveId: null,
  youtube: null,
  title: 'Highlights',
  thumbnail: '/images/a.jpg',
  ...fields,
})

test.each([
  [{ youtube: 'dQw4w9WgXcQ' }, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  [{ youtube: 'https://youtu.be/dQw4w9WgXcQ' }, 'https://youtu.be/dQw4w9WgXcQ'],
  [{ archiveId: 3201110 }, '/showcase/embed.aspx?archive=3201110'],
  // A YouTube value that is neither an id nor a YouTube address falls back to the library.
  [{ youtube: 'javascript:alert(1)', archiveId: 7 }, '/showcase/embed.aspx?archive=7'],
  [{ youtube: 'http://youtube.com/watch?v=x' }, null],
])('the video %j plays at %s', (fields, url) => {
  expect(toStoryVideoLink(video(fields))?.url ?? null).toBe(url)
})

test('a video without a title is still named', () => {
  expect(toStoryVideoLink(video({ archiveId: 1, title: null }))?.title).toBe('Watch the video')
})
