import { createServer } from 'node:http'

// A loopback stand-in for the third parties of measurement (measurement.spec.ts): a vendor's
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
