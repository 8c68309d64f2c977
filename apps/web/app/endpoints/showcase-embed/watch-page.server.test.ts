import { expect, test } from 'vitest'

import { CAPTION_CUES, DESCRIPTION_CUES, allAccessVideo } from './fixtures'
import { mergeByTime, toWatchPage } from './watch-page.server'

const tracks = {
  captions: { url: '/media/demo/videos/opener.captions.vtt', cues: CAPTION_CUES },
  descriptions: { url: '/media/demo/videos/opener.descriptions.vtt', cues: DESCRIPTION_CUES },
}

test('a free video plays natively with both tracks, controls on, and its transcript', () => {
  const page = toWatchPage(allAccessVideo(), tracks, {})
  expect(page.playable).toBe(true)
  expect(page.body).toContain(
    '<video id="showcase-video" src="/media/demo/videos/opener.webm" poster="/images/demo/videos/opener.jpg" controls playsinline preload="metadata" aria-labelledby="video-title">',
  )
  expect(page.body).toContain(
    '<track kind="captions" srclang="en" label="English" src="/media/demo/videos/opener.captions.vtt" default>',
  )
  expect(page.body).toContain('<track kind="descriptions" srclang="en"')
  expect(page.body).toContain('<h1 id="video-title">Season Opener Highlights</h1>')
  expect(page.body).toContain(
    'Football · Highlights · <span class="visually-hidden">Length </span>0:30',
  )
  expect(page.body).toMatch(/<details>\s*<summary>Transcript<\/summary>/)
  // Cue text and the provider's description are text, never markup.
  expect(page.body).toContain('Touchdown, &lt;Owls&gt;!')
  expect(page.body).toContain('season opener &lt;under the lights&gt;.')
  expect(page.body).not.toContain('<Owls>')
  expect(page.body).toContain('href="/media/demo/videos/opener.webm#t=2"')
  expect(page.script).toContain("getElementById('showcase-video')")
})

test('autoplay is always muted; controls=false cannot take the controls away', () => {
  const page = toWatchPage(allAccessVideo(), tracks, { autoplay: true })
  expect(page.body).toMatch(/<video [^>]* controls playsinline autoplay muted /)
  expect(page.body).not.toContain('preload')
})

test('a track that did not parse is left out, and the video still plays', () => {
  const page = toWatchPage(allAccessVideo(), { captions: null, descriptions: null }, {})
  expect(page.body).toContain('<video ')
  expect(page.body).not.toContain('<track')
  expect(page.body).not.toContain('<details>')
  // The script stays: a moment in the page's address (#t=) still starts the player there.
  expect(page.script).toContain('location.hash')
})

test.each([
  [
    'blacked out',
    { blackedOut: true, blackedOutMessage: 'Not in your area.' },
    'Not available. ',
    'Not in your area.',
  ],
  [
    'for signed-in members',
    { free: false, authorized: false, authOnlyRequired: true },
    'Locked. ',
    'sign in with your athletics account in the app to watch.',
  ],
  ['premium', { free: false, authorized: false, premium: true }, 'Locked. ', 'premium pass'],
])('a %s video shows why, and no player', (_name, flags, lead, reason) => {
  const video = allAccessVideo()
  const page = toWatchPage(video, tracks, {})
  const locked = toWatchPage({ ...video, access: { ...video.access, ...flags } }, tracks, {})
  expect(page.body).toContain('<video')
  expect(locked.playable).toBe(false)
  expect(locked.body).not.toContain('<video')
  expect(locked.body).not.toContain('Transcript')
  expect(locked.body).toContain(`<strong>${lead}</strong>`)
  expect(locked.body).toContain(reason)
  expect(locked.body).toContain('<h1 id="video-title">Season Opener Highlights</h1>')
  expect(locked.body).toContain('<img class="poster" src="/images/demo/videos/opener.jpg" alt="">')
})

test('the transcript weaves the descriptions into the captions by time, voiced', () => {
  expect(mergeByTime(CAPTION_CUES, DESCRIPTION_CUES).map((cue) => cue.voice)).toEqual([
    'Announcer',
    'Audio description',
    'Announcer',
  ])
})

test("controls=false keeps the browser's controls in the markup and adds the player's own bar for the script", () => {
  const tracks = {
    captions: { url: '/media/demo/videos/a.captions.vtt', cues: [] },
    descriptions: null,
  }
  const own = toWatchPage(allAccessVideo(), tracks, { controls: false })
  expect(own.body).toContain(' controls ')
  expect(own.body).toContain('data-own-controls')
  expect(own.body).toContain('<div id="player-bar" class="player-bar" hidden>')
  expect(own.body).toContain('data-captions aria-pressed="true"')
  const plain = toWatchPage(allAccessVideo(), tracks, {})
  expect(plain.body).not.toContain('player-bar')
})
