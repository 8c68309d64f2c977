import { expect, test } from 'vitest'

import { getYouTubeAddresses, getYouTubeVideoId } from './splash-video'

test.each([
  ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  [' dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
  ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'dQw4w9WgXcQ'],
  ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', null],
  ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
  ['https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
  ['https://www.youtube.com/watch?v=<script>', null],
  ['https://www.youtube.com/channel/abc', null],
  ['abc', null],
  ['javascript:alert(1)', null],
  ['', null],
  [null, null],
])('getYouTubeVideoId(%j) is %j', (value, expected) => {
  expect(getYouTubeVideoId(value)).toBe(expected)
})

test('a video plays from the privacy-enhanced host, or on YouTube', () => {
  expect(getYouTubeAddresses('dQw4w9WgXcQ')).toEqual({
    embed: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    watch: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  })
})
