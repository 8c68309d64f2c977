import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, test, vi } from 'vitest'

import type { Cue } from './text-track.server'
import { Transcript, groupTurns, seekOnClick } from './transcript'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// Whether the transcript kept a click from following its link; the page then stops every click
// (jsdom cannot navigate).
function clickKept(link: HTMLElement, init: MouseEventInit = {}): boolean {
  let prevented = false
  const stop = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', stop)
  fireEvent.click(link, init)
  window.removeEventListener('click', stop)
  return prevented
}

const cue = (start: number, text: string, voice: string | null = null): Cue => ({
  start,
  end: start + 2,
  text,
  voice,
})

const CUES: Cue[] = [
  cue(0.4, 'Welcome to the show.', 'Casey Brooks'),
  cue(2.5, 'Coach, how was the week?', 'Casey Brooks'),
  cue(5.9, 'We won the turnover battle.', 'Head Coach'),
  cue(72.2, 'Back to you.', 'Casey Brooks'),
]
const MEDIA = '/media/demo/podcasts/film-room.mp3'

test('server markup: a heading per speaker turn, its time a media-fragment link', () => {
  const html = renderToString(
    <Transcript cues={CUES} mediaId="episode-audio" mediaUrl={MEDIA} headingLevel={2} />,
  )
  const page = new DOMParser().parseFromString(html, 'text/html')
  const headings = [...page.querySelectorAll('h2')]
  expect(headings.map((h) => h.textContent)).toEqual([
    '0:00Casey Brooks',
    '0:05Head Coach',
    '1:12Casey Brooks',
  ])
  expect([...page.querySelectorAll('h2 a')].map((a) => a.getAttribute('href'))).toEqual([
    `${MEDIA}#t=0`,
    `${MEDIA}#t=5`,
    `${MEDIA}#t=72`,
  ])
  expect(page.querySelector('h2 time')?.getAttribute('datetime')).toBe('PT0S')
  expect([...page.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
    'Welcome to the show. Coach, how was the week?',
    'We won the turnover battle.',
    'Back to you.',
  ])
})

test('cue text is shown as text, never as HTML', () => {
  const hostile = [cue(1, '<img src=x onerror=alert(1)> & <b>bold</b>', '<i>Eve</i>')]
  render(<Transcript cues={hostile} mediaId="m" mediaUrl={MEDIA} headingLevel={3} />)
  expect(document.querySelector('img, b, i')).toBeNull()
  expect(screen.getByText('<img src=x onerror=alert(1)> & <b>bold</b>')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('0:01<i>Eve</i>')
})

test('cues without a voice form segments of about a minute', () => {
  const plain = [cue(0, 'a'), cue(30, 'b'), cue(59, 'c'), cue(61, 'd'), cue(125, 'e')]
  expect(groupTurns(plain)).toEqual([
    { start: 0, voice: null, text: 'a b c' },
    { start: 61, voice: null, text: 'd' },
    { start: 125, voice: null, text: 'e' },
  ])
})

test('with JavaScript a time seeks the page’s player and plays it instead of leaving', () => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  render(
    <>
      <audio id="episode-audio" src={MEDIA} />
      <Transcript cues={CUES} mediaId="episode-audio" mediaUrl={MEDIA} headingLevel={2} />
    </>,
  )
  const audio = document.getElementById('episode-audio') as HTMLAudioElement
  const link = screen.getByRole('link', { name: '1:12' })
  expect(clickKept(link)).toBe(true)
  expect(audio.currentTime).toBe(72)
  expect(play).toHaveBeenCalledTimes(1)
  // A modified click (a new tab) is left to the browser.
  expect(clickKept(link, { ctrlKey: true })).toBe(false)
})

test('without the player on the page the link is left to the browser', () => {
  render(<Transcript cues={CUES} mediaId="nowhere" mediaUrl={MEDIA} headingLevel={2} />)
  expect(clickKept(screen.getByRole('link', { name: '0:05' }))).toBe(false)
})

test('as server markup, the handler set around it seeks the same way', () => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  const html = renderToString(
    <Transcript cues={CUES} mediaId="episode-audio" mediaUrl={MEDIA} headingLevel={4} />,
  )
  render(
    <>
      <audio id="episode-audio" src={MEDIA} />
      <div onClick={seekOnClick('episode-audio')} dangerouslySetInnerHTML={{ __html: html }} />
    </>,
  )
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3)
  expect(clickKept(screen.getByRole('link', { name: '0:05' }))).toBe(true)
  expect((document.getElementById('episode-audio') as HTMLAudioElement).currentTime).toBe(5)
  expect(play).toHaveBeenCalledTimes(1)
})
