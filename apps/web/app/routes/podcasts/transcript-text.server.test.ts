import { expect, test } from 'vitest'

import { toTranscriptText } from './transcript-text.server'

test('the plain-text transcript: a title, then one "[m:ss] Speaker: words" line a cue', () => {
  const text = toTranscriptText('Film room', 'Owls Insider', [
    { start: 0.4, end: 2, text: 'Welcome.', voice: 'Casey Brooks' },
    { start: 12.9, end: 14, text: 'No voice <b>here</b>.', voice: null },
    { start: 3725, end: 3727, text: 'Late.', voice: 'Head Coach' },
  ])
  expect(text).toBe(
    [
      'Film room',
      'Owls Insider',
      '',
      '[0:00] Casey Brooks: Welcome.',
      '[0:12] No voice <b>here</b>.',
      '[1:02:05] Head Coach: Late.',
      '',
    ].join('\n'),
  )
})
