import { afterEach, expect, test, vi } from 'vitest'

import { isSplashVisible } from '@fieldhouse/domain/splash'
import type { Splash } from '@fieldhouse/provider-client/splash'

import { SPLASH_REVEAL_SCRIPT, getSplashRevealData } from './splash-reveal'

const START = new Date('2026-01-01T00:00:00Z')
const END = new Date('2026-06-30T23:59:59Z')

function makeSplash(startDate: Date | null, endDate: Date | null): Splash {
  return {
    ...{ id: 7, title: 'Welcome', html: null, video: null, images: [], link: null },
    ...{ backgroundColor: 'black', foregroundColor: 'white', startDate, endDate },
  }
}

// The element as React writes it (attributes from getSplashRevealData), then the script.
function runScript(splash: Splash, now: Date): boolean {
  vi.useFakeTimers({ now, toFake: ['Date'] })
  const element = document.createElement('div')
  element.id = 'splash'
  element.hidden = true
  for (const [name, value] of Object.entries(getSplashRevealData(splash, []))) {
    if (value !== undefined) element.setAttribute(name, String(value))
  }
  document.body.replaceChildren(element)
  new Function(SPLASH_REVEAL_SCRIPT)()
  return !element.hidden
}

afterEach(() => {
  vi.useRealTimers()
  document.cookie = 'splash_7=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/'
})

test.each([
  ['before the start', START, END, new Date(START.getTime() - 1)],
  ['at the start', START, END, START],
  ['between the dates', START, END, new Date('2026-03-01T00:00:00Z')],
  ['at the end', START, END, END],
  ['after the end', START, END, new Date(END.getTime() + 1)],
  ['without an end, long after the start', START, null, new Date('2030-01-01T00:00:00Z')],
  ['with an invalid end', START, new Date(Number.NaN), new Date('2030-01-01T00:00:00Z')],
  ['without a start', null, null, new Date('2026-03-01T00:00:00Z')],
])('the script agrees with isSplashVisible %s', (_case, startDate, endDate, now) => {
  const splash = makeSplash(startDate, endDate)
  const expected = isSplashVisible({ startDate, endDate, now, hasSkipCookie: false, pathname: '/' })
  expect(runScript(splash, now)).toBe(expected)
})

test.each(['shown', 'continue', 'permanent'])(
  'a splash_{id}=%s cookie keeps it hidden',
  (value) => {
    document.cookie = `splash_7=${value}; Path=/`
    expect(runScript(makeSplash(START, null), new Date('2026-03-01T00:00:00Z'))).toBe(false)
  },
)

test('the script is the same text for every splash (the CSP allows it by its hash)', () => {
  expect(SPLASH_REVEAL_SCRIPT).not.toMatch(/splash_7|2026/)
})
