import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { prerender } from 'react-dom/static'
import { afterEach, expect, test, vi } from 'vitest'

import { toSafeHtml } from '@fieldhouse/provider-client/safe-html'
import type { Splash } from '@fieldhouse/provider-client/splash'
import type { Takeover } from '@fieldhouse/provider-client/takeovers'

import type { Interstitials } from './interstitials.server'
import { PageInterstitials } from './interstitials'

const NOW = new Date('2026-05-01T12:00:00Z')

function makeSplash(overrides: Partial<Splash> = {}): Splash {
  return {
    id: 1,
    title: 'Welcome back',
    html: toSafeHtml('<p>Season tickets are on sale now.</p>'),
    startDate: new Date('2026-01-01T00:00:00Z'),
    endDate: null,
    video: null,
    images: [{ url: '/images/splash-mobile.svg', breakpoint: 0, alt: 'Go!' }],
    link: null,
    backgroundColor: 'black',
    foregroundColor: 'white',
    ...overrides,
  }
}

// The server's page: the shell, then the interstitials, whose inline script runs as the parser
// reaches it (before any module script, so before hydration). Rendered as the server build
// does (import.meta.env.SSR): the browser's bundle leaves the script's text out.
async function loadServerPage(props: Interstitials): Promise<HTMLElement> {
  vi.stubEnv('SSR', true)
  const { prelude } = await prerender(<PageInterstitials {...props} />).finally(() =>
    vi.unstubAllEnvs(),
  )
  const html = await new Response(prelude).text()
  document.body.innerHTML = `<div id="site-shell"><h1>Football</h1></div><div id="app">${html}</div>`
  for (const script of document.querySelectorAll('#app script')) {
    new Function(script.textContent ?? '')()
  }
  const app = document.getElementById('app')
  if (!app) throw new Error('no app element')
  return app
}

async function hydrate(app: HTMLElement, props: Interstitials): Promise<unknown[]> {
  const errors: unknown[] = []
  await act(async () => {
    hydrateRoot(app, <PageInterstitials {...props} />, {
      onRecoverableError: (error) => errors.push(error),
    })
  })
  return errors
}

function clearCookies() {
  for (const pair of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${pair.split('=')[0]}=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/`
  }
}

afterEach(() => {
  vi.useRealTimers()
  clearCookies()
  document.body.innerHTML = ''
})

test('a first visit: the script shows the splash, hydration keeps it and takes it over', async () => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
  const props = { splash: makeSplash(), takeovers: [], isSplashDue: true }
  const app = await loadServerPage(props)
  const splash = document.getElementById('splash')
  expect(splash?.hidden).toBe(false)
  expect(document.cookie).toContain('splash_1=shown')
  expect(document.getElementById('site-shell')?.inert).toBe(true)

  // Development React reports any attribute it disagrees with (console.error fails the test).
  expect(await hydrate(app, props)).toEqual([])
  expect(document.getElementById('splash')).toBe(splash)
  expect(splash?.hidden).toBe(false)

  const dialog = app.querySelector<HTMLElement>('[role="dialog"]')
  await act(async () => {
    dialog?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
  })
  expect(splash?.hidden).toBe(true)
  expect(document.cookie).toContain('splash_1=continue')
  expect(document.getElementById('site-shell')?.inert).toBe(false)
})

test('a visitor with the splash cookie: the splash stays hidden, before and after hydration', async () => {
  document.cookie = 'splash_1=permanent; Path=/'
  const props = { splash: makeSplash(), takeovers: [], isSplashDue: true }
  const app = await loadServerPage(props)
  expect(document.getElementById('splash')?.hidden).toBe(true)
  expect(await hydrate(app, props)).toEqual([])
  expect(document.getElementById('splash')?.hidden).toBe(true)
  expect(document.cookie).toBe('splash_1=permanent')
})

test('an unseen takeover comes first: the script leaves the splash hidden', async () => {
  const takeover: Takeover = { type: 'game', id: 1, url: '/gameday', cookie: 'demo_takeover_1' }
  const props = { splash: makeSplash(), takeovers: [takeover], isSplashDue: true }
  await loadServerPage(props)
  expect(document.getElementById('splash')?.hidden).toBe(true)
  expect(document.cookie).toBe('')

  document.cookie = 'demo_takeover_1=1; Path=/'
  await loadServerPage(props)
  expect(document.getElementById('splash')?.hidden).toBe(false)
})

test('a splash not due when the page was rendered is not in it', async () => {
  const props = { splash: makeSplash(), takeovers: [], isSplashDue: false }
  const app = await loadServerPage(props)
  expect(app.innerHTML).toBe('')
})
