import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { connect } from 'node:net'
import { fileURLToPath } from 'node:url'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

// `npm run deploy:local` (scripts/deploy-local.mjs: provider, two web processes, nginx with
// deploy/nginx.conf) checked from outside: what nginx keeps and what it must never keep, its
// limits and its timeouts (issue 23, docs/decisions/027). Needs nginx and a production build;
// skips saying so without either, unless FIELDHOUSE_REQUIRE_DEPLOY=1 (.ci/run, after the build),
// where a missing one fails.
const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const NGINX = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find(existsSync)
const BUILT = existsSync(`${ROOT}/apps/web/build/server/index.js`)
const REQUIRED = process.env.FIELDHOUSE_REQUIRE_DEPLOY === '1'
const missing = !NGINX ? 'nginx is not installed' : !BUILT ? 'the website is not built' : null
if (missing && !REQUIRED) console.warn(`deploy-local.test.ts skipped: ${missing}`)

const PORT = 5390
const SITE = `http://127.0.0.1:${PORT}`
const EDITOR = { email: 'editor@northfield-state.example', password: 'owls-preview-2026' }

let deploy: ChildProcess | undefined

describe.skipIf(missing !== null && !REQUIRED)('deploy:local (nginx in front)', () => {
  beforeAll(async () => {
    if (missing) throw new Error(`deploy:local cannot run: ${missing}`)
    deploy = spawn(
      process.execPath,
      [
        'scripts/deploy-local.mjs',
        '--no-build',
        ...['--port', String(PORT), '--web-port', '5391', '--provider-port', '5392'],
        ...['--processes', '2', '--header-timeout', '2s'],
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    await new Promise<void>((resolve, reject) => {
      let out = ''
      deploy?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk.toString()
        if (out.includes('deploy:local ready')) resolve()
      })
      deploy?.on('exit', (code) => reject(new Error(`deploy:local exited with ${code}`)))
    })
  }, 180_000)

  afterAll(async () => {
    if (!deploy || deploy.exitCode !== null) return
    const exited = new Promise((resolve) => deploy?.on('exit', resolve))
    deploy.kill('SIGTERM')
    await exited
  })

  test('a public page is served from nginx cache, keyed without the client Host', async () => {
    await fetch(`${SITE}/sports/football`)
    const again = await fetch(`${SITE}/sports/football`, { headers: { host: 'evil.example' } })
    expect(again.status).toBe(200)
    expect(again.headers.get('x-cache-status')).toBe('HIT')
    const html = await again.text()
    expect(html).not.toContain('evil.example')
    expect(html).toContain(SITE)
  })

  test('a query string, a session cookie and every post pass through uncached', async () => {
    const tracked = await fetch(`${SITE}/sports/football?utm_source=x`)
    expect(tracked.headers.get('x-cache-status')).toBe('BYPASS')
    const withSession = await fetch(`${SITE}/sports/football`, {
      headers: { cookie: 'fh_session=abc' },
    })
    expect(withSession.headers.get('x-cache-status')).toBe('BYPASS')
    for (let i = 0; i < 2; i += 1) {
      const post = await fetch(`${SITE}/subscribe`, {
        method: 'POST',
        headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=',
      })
      expect(post.status).toBeLessThan(500)
      expect(post.headers.get('x-cache-status') ?? '').not.toMatch(/HIT|MISS|STALE/)
      expect(post.headers.get('cache-control')).toContain('no-store')
    }
  })

  test("a signed-in visitor's page is never stored or served to anyone else", async () => {
    const signIn = await fetch(`${SITE}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...EDITOR, returnTo: '/' }).toString(),
    })
    expect(signIn.status).toBe(303)
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
    expect(cookie).toContain('fh_session=')
    const path = '/hidden/sports/football/roster'
    for (let i = 0; i < 2; i += 1) {
      const mine = await fetch(`${SITE}${path}`, { headers: { cookie }, redirect: 'manual' })
      expect(mine.status).toBe(200)
      expect(mine.headers.get('cache-control')).toBe('private, no-store')
      expect(mine.headers.get('x-cache-status')).toBe('BYPASS')
    }
    const anonymous = await fetch(`${SITE}${path}`, { redirect: 'manual' })
    expect(anonymous.status).not.toBe(200)
    expect(anonymous.headers.get('x-cache-status')).not.toBe('HIT')
  })

  test('a flood of form posts meets limit_req (429), never a 5xx', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () =>
        fetch(`${SITE}/subscribe`, {
          method: 'POST',
          headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'email=',
        }).then((response) => response.status),
      ),
    )
    expect(statuses).toContain(429)
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })

  test('oversized bodies and headers are refused with 413 and 400, not a 500', async () => {
    const body = await fetch(`${SITE}/subscribe`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(100_000)}`,
    })
    expect(body.status).toBe(413)
    const header = await fetch(`${SITE}/`, { headers: { cookie: `x=${'a'.repeat(20_000)}` } })
    expect(header.status).toBe(400)
  })

  // An unknown path is sent to /404 naming it in the query: a long one, whose encoded name
  // would outgrow nginx's buffer for the upstream's headers (a 502), is sent to /404 unnamed.
  test('a long unknown path, as long as nginx lets in, is a redirect to /404, not a 502', async () => {
    for (const path of [
      `/${'a'.repeat(7_000)}`,
      `/${':'.repeat(7_000)}`,
      `/x?q=${'%22'.repeat(2_000)}`,
    ]) {
      const response = await fetch(SITE + path, { redirect: 'manual' })
      expect(response.status, path.slice(0, 20)).toBe(302)
      expect(response.headers.get('location')).toBe('/404')
    }
  })

  test('a redirect that keeps a long query passes through nginx whole', async () => {
    const query = `x=${'a'.repeat(7_000)}`
    const moves: [string, string][] = [
      [`/otd?${query}`, `/on-this-day?${query}`],
      [`/historicalroster?${query}`, `/historical-roster?${query}`],
    ]
    for (const [path, location] of moves) {
      const response = await fetch(SITE + path, { redirect: 'manual' })
      expect(response.status, path.slice(0, 20)).toBe(301)
      expect(response.headers.get('location')).toBe(location)
    }
  })

  test('a client that sends its header slowly is dropped; others are served meanwhile', async () => {
    const socket = connect(PORT, '127.0.0.1')
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const opened = Date.now()
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())))
    socket.on('error', () => undefined)
    const other = await fetch(`${SITE}/`)
    expect(other.status).toBe(200)
    const closedAt = await closed
    // client_header_timeout is 2 s here (10 s in the shipped configuration).
    expect(closedAt - opened).toBeGreaterThanOrEqual(1_500)
    expect(closedAt - opened).toBeLessThan(10_000)
  })
})
