import { createServer } from 'node:http'

import Database from 'better-sqlite3'

// A loopback stand-in for the third parties of measurement (measurement.spec.ts, and the bench
// and lighthouse scripts' 'ads+tags' site, stand-in-site.mjs): a vendor's
// tracking tag, the consent manager (live and test bundle), Google's tag manager and analytics
// tag. Each script notes its name in window.__standIn, in the order they ran, and the server
// keeps every path it was asked for.
const SCRIPTS = {
  '/tag.js': 'tag',
  '/consent.js': 'consent',
  '/consent-test.js': 'consent-test',
  '/gtm.js': 'gtm',
  '/gtag/js': 'gtag',
}

export function startStandInTags({ port }) {
  const requests = []
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname
    requests.push(req.url ?? '')
    const name = SCRIPTS[path]
    if (!name) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
    res.end(`(window.__standIn = window.__standIn || []).push(${JSON.stringify(name)})\n`)
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}

/** The id of the stand-in's tracking tag (its elements carry data-tracking-tag="60"). */
export const STAND_IN_TAG_ID = 60

/**
 * A site-wide tag as a tenant's editor would add it, written into a reference provider's
 * database (`file`, the provider's provider.sqlite; read per request, so a running provider sees
 * it): a vendor script by address in the head, a line of inline code in body open and in body
 * close, and a noscript pixel, all from the stand-in at `origin`.
 */
export function addStandInTag(file, { origin, tenantId = 1 }) {
  const element = (fields) => ({
    src: null,
    children: null,
    async: false,
    type: null,
    attributes: {},
    ...fields,
  })
  const db = new Database(file)
  try {
    db.prepare(
      `insert into tracking_tags (tenant_id, id, name, tag_head_code, criteria_id, head_object, open_body_object, close_body_object)
       values (?, ?, 'Stand-in vendor', '', 160, ?, ?, ?)`,
    ).run(
      tenantId,
      STAND_IN_TAG_ID,
      JSON.stringify({
        script: [element({ src: `${origin}/tag.js`, attributes: { 'data-vendor': 'stand-in' } })],
      }),
      JSON.stringify({
        script: [element({ children: 'window.__bodyOpen = (window.__bodyOpen || 0) + 1' })],
        noscript: [element({ children: `<img src="${origin}/pixel.gif" alt="">` })],
      }),
      JSON.stringify({
        script: [element({ children: 'window.__bodyClose = (window.__bodyClose || 0) + 1' })],
      }),
    )
  } finally {
    db.close()
  }
}
