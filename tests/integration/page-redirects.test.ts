import { mkdtempSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// @ts-expect-error plain JavaScript helpers shared with the bench and start scripts
import { startMeasuredProvider, startMeasuredWebsite, stopAll } from '../../scripts/processes.mjs'

import { hasBuiltSite } from './built-site'

// Issue 33 2.5 and its bad input (docs/decisions/033): the provider's route rules come before
// every page. The built website (page cache on, as in production) talks to a real reference
// provider through a stand-in that answers GET /Redirects as each test says: failing, garbage,
// ten thousand rules with loops and outside targets, or never. Whatever it answers, pages answer
// and nothing is sent off-site. What a lookup costs is the bench's figure, not a test's.

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
const SITE_PORT = 3176 + offset
const PROVIDER_PORT = 4176 + offset
const STAND_IN_PORT = 4177 + offset
const SITE = `http://127.0.0.1:${SITE_PORT}`

type Mode = 'fail' | 'garbage' | 'many' | 'never'
let mode: Mode = 'fail'
// How many /Redirects requests each mode met: a test waits until its mode was asked, not a while.
const served: Record<Mode, number> = { fail: 0, garbage: 0, many: 0, never: 0 }

// Ten thousand rules: old addresses, a circle of a thousand, rules on pages that answer (one to
// another page, one in a loop, others to other sites), as a careless editor might leave them.
const MANY = [
  { from: '/sports/baseball', to: '/sports/softball' },
  { from: '/', to: '/home-old' },
  { from: '/home-old', to: '/' },
  { from: '/sports/football', to: 'https://evil.test/' },
  { from: '/calendar', to: '//evil.test/calendar' },
  { from: '/facilities', to: '/\\evil.test' },
  ...Array.from({ length: 8_994 }, (_, i) => ({ from: `/old/${i}`, to: `/news/old-${i}` })),
  ...Array.from({ length: 1_000 }, (_, i) => ({
    from: `/ring/${i}`,
    to: `/ring/${(i + 1) % 1000}`,
  })),
]

let standIn: Server

describe.runIf(hasBuiltSite('page-redirects.test.ts'))('the route rules before every page', () => {
  beforeAll(async () => {
    await startMeasuredProvider({
      port: PROVIDER_PORT,
      dataDir: mkdtempSync(join(tmpdir(), 'fieldhouse-redirects-')),
    })
    standIn = createServer((req, res) => {
      if (!/^\/api\/v2\/redirects\b/i.test(req.url ?? '')) return forward(req.url ?? '/', req, res)
      served[mode] += 1
      if (mode === 'never') return // the website's own timeout ends it
      if (mode === 'fail') return res.writeHead(500).end()
      const body = mode === 'many' ? JSON.stringify(MANY) : '[{"from": 1}, "<html>'
      res.writeHead(200, { 'content-type': 'application/json' }).end(body)
    })
    await new Promise<void>((resolve) => standIn.listen(STAND_IN_PORT, '127.0.0.1', resolve))
    await startMeasuredWebsite({
      port: SITE_PORT,
      providerPort: STAND_IN_PORT,
      env: {
        SITE_URL: SITE,
        PAGE_CACHE_TTL_S: '60',
        PROVIDER_TIMEOUT_MS: '1000',
        // The rules are read again after this long: the tests change them as they go.
        PROVIDER_CACHE_FRESH_MS: '300',
      },
    })
  }, 180_000)

  afterAll(async () => {
    stopAll()
    await new Promise((resolve) => standIn.close(resolve))
  })

  const get = (path: string) => fetch(SITE + path, { redirect: 'manual' })
  const PAGES = ['/', '/sports/football', '/sports/baseball', '/calendar', '/facilities']

  async function expectPagesAnswer() {
    for (const path of PAGES) expect((await get(path)).status, path).toBe(200)
  }

  test('a failing /Redirects, or garbage from it: every page answers, no rule applies', async () => {
    await expectPagesAnswer()
    // The demo's rule for this address is not known: it is the 404 page's.
    expect((await get('/tickets-old')).headers.get('location')).toMatch(/^\/404\?path=/)
    mode = 'garbage'
    // The rules are read again in the background once their cache period is over.
    await expect
      .poll(async () => (await get('/'), served.garbage), { timeout: 5_000 })
      .toBeGreaterThan(0)
    await expectPagesAnswer()
  })

  test('ten thousand rules with loops and outside targets: pages answer, never off-site', async () => {
    mode = 'many'
    // The rules are picked up within a cache period or two, in the background.
    await expect
      .poll(async () => (await get('/sports/baseball')).status, { timeout: 5_000 })
      .toBe(302)
    expect((await get('/sports/baseball')).headers.get('location')).toBe('/sports/softball')
    expect((await get('/SPORTS/Baseball/')).status).toBe(302)
    // A loop through the home page, outside and unsafe targets: the pages as they are.
    for (const path of ['/', '/sports/football', '/calendar', '/facilities']) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('location'), path).toBeNull()
    }
    expect((await get('/old/8000')).headers.get('location')).toBe('/news/old-8000')
    // A client navigation's data request gets the same redirect, as React Router's router reads it.
    const data = await get('/sports/baseball.data')
    expect(data.status).toBeLessThan(500)
    expect(await data.text()).toContain('/sports/softball')
  })

  test('a /Redirects that never answers: the rules read last stay, pages answer', async () => {
    mode = 'never'
    await expect
      .poll(async () => (await get('/'), served.never), { timeout: 5_000 })
      .toBeGreaterThan(0)
    for (const path of ['/', '/sports/football', '/calendar']) {
      expect((await get(path)).status, path).toBe(200)
    }
    expect((await get('/sports/baseball')).headers.get('location')).toBe('/sports/softball')
  })
})

async function forward(path: string, req: IncomingMessage, res: ServerResponse) {
  try {
    const upstream = await fetch(`http://127.0.0.1:${PROVIDER_PORT}${path}`, {
      method: req.method,
      headers: { tenant: String(req.headers.tenant ?? ''), accept: 'application/json' },
    })
    const type = upstream.headers.get('content-type')
    res.writeHead(upstream.status, type ? { 'content-type': type } : {})
    res.end(Buffer.from(await upstream.arrayBuffer()))
  } catch {
    res.writeHead(502).end()
  }
}
