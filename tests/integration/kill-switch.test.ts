import { describe, expect, test } from 'vitest'

import { hasBuiltSite, openBuiltSite } from './built-site'

// Stadium mode's kill switch (issue 34, docs/decisions/039): with SERVICE_WORKER=off and no new
// build, /sw.js is a worker that clears the site's caches and leaves, the footer leaves out the
// saved pages, their screen says nothing is saved and no page names game-day pages to keep. Own ports: 3178/4178 (built-site.ts).
describe.runIf(hasBuiltSite('kill-switch.test.ts'))('the kill switch', () => {
  const { site } = openBuiltSite(3178, { SERVICE_WORKER: 'off' })

  test('/sw.js is the worker that clears every saved copy and unregisters itself', async () => {
    const answer = await fetch(`${site}/sw.js`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-cache')
    const script = await answer.text()
    expect(script).toContain('self.registration.unregister()')
    expect(script).not.toContain('FIELDHOUSE_SITE')
  })

  test('the footer has no link to the saved pages', async () => {
    const html = await (await fetch(`${site}/sports/football/roster`)).text()
    expect(html).toContain('2026 Football Roster')
    expect(html).not.toContain('Saved pages for game day')
  })

  test('the saved pages screen says pages are not saved', async () => {
    const answer = await fetch(`${site}/offline`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('Pages are not saved on phones at the moment.')
  })

  test('a game-day schedule names no pages to keep', async () => {
    // The reference provider plays a men's basketball game today (decision 016).
    const answer = await fetch(`${site}/sports/mens-basketball/schedule`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-fieldhouse-game-day')).toBeNull()
  })
})
