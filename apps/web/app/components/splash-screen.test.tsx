import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import type { Splash } from '@fieldhouse/provider-client/splash'

import { SplashScreen } from './splash-screen'

afterEach(cleanup)

function makeSplash(overrides: Partial<Splash> = {}): Splash {
  return {
    id: 2,
    title: 'Homecoming preview',
    html: null,
    startDate: new Date('2026-01-01T00:00:00Z'),
    endDate: null,
    video: { youTube: 'dQw4w9WgXcQ' },
    images: [{ url: '/images/demo/splash/splash-mobile.svg', breakpoint: 0, alt: 'Go Owls!' }],
    link: null,
    backgroundColor: 'black',
    foregroundColor: 'white',
    ...overrides,
  }
}

function renderSplash(splash: Splash) {
  render(<SplashScreen splash={splash} isPage onClose={() => {}} />)
}

test('a video is a link to YouTube with the splash picture as poster; no frame until asked', () => {
  renderSplash(makeSplash())
  const play = screen.getByRole('link', { name: 'Play the video: Homecoming preview' })
  expect(play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  expect(document.querySelector('iframe')).toBeNull()
  expect(play.querySelector('img')?.getAttribute('alt')).toBe('')
})

test('playing loads the privacy-enhanced player; a blocked frame brings the link back', () => {
  renderSplash(makeSplash())
  fireEvent.click(screen.getByRole('link', { name: /Play the video/ }))
  const frame = document.querySelector('iframe')
  expect(frame?.getAttribute('src')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  )
  expect(frame?.getAttribute('title')).toBe('Video: Homecoming preview')
  // The Content-Security-Policy's frame-src does not name the player's origin.
  const violation = new Event('securitypolicyviolation')
  Object.defineProperty(violation, 'blockedURI', {
    value: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  })
  act(() => {
    document.dispatchEvent(violation)
  })
  expect(document.querySelector('iframe')).toBeNull()
  const watch = screen.getByRole('link', { name: 'Watch the video on YouTube: Homecoming preview' })
  expect(watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  expect(screen.getByRole('status').textContent).toContain('cannot play on this page')
})

test.each([
  ['no video', null],
  ['a video that is no YouTube id or address', { youTube: 'https://evil.example/x' }],
  ['an empty id', { youTube: '' }],
])('with %s the splash shows its picture', (_name, video) => {
  renderSplash(makeSplash({ video }))
  expect(screen.queryByRole('link', { name: /video/ })).toBeNull()
  expect(screen.getByRole('img', { name: 'Go Owls!' })).toBeTruthy()
})

test('a splash with a video and a link keeps the link as its own button, named for where it leads', () => {
  renderSplash(makeSplash({ link: '/tickets' }))
  const link = screen.getByRole('link', { name: 'Learn more about Homecoming preview' })
  expect(link.getAttribute('href')).toBe('/tickets')
})
