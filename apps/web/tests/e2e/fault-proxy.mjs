// A stand-in for a provider that fails on demand: it forwards to the real reference provider
// until a test tells it otherwise. POST /__fault with a body of
//   up       forward every request (the default)
//   down     drop every connection, as a stopped provider does
//   garbage  answer 200 with a body that is not JSON
//   slow     never answer (the website's timeout decides)
// optionally followed by paths ("garbage /api/v2/Google /api/v2/mobile/settings"): then only
// those fail (compared without case, as the provider routes them) and the rest is forwarded.
// Only the outage tests' own website talks to the suite's proxy (playwright.config.ts), so
// switching it never disturbs other tests; a spec that needs its own starts one (site-settings).
// Usage: node fault-proxy.mjs <listen port> <provider url>
import { createServer } from 'node:http'

const [port, target] = [Number(process.argv[2]), process.argv[3]]
let mode = 'up'
/** The paths that fail, lower case; empty: every path. */
let paths = new Set()
const MODES = new Set(['up', 'down', 'garbage', 'slow'])

const server = createServer(async (request, response) => {
  if (request.url === '/__fault') {
    let body = ''
    for await (const chunk of request) body += chunk
    const [asked = '', ...only] = body.trim().split(/\s+/)
    if (request.method !== 'POST' || !MODES.has(asked)) {
      response.writeHead(400).end(`mode is one of ${[...MODES].join(', ')}`)
      return
    }
    mode = asked
    paths = new Set(only.map((path) => path.toLowerCase()))
    response.writeHead(200).end(mode)
    return
  }
  const pathname = new URL(request.url ?? '/', 'http://proxy').pathname.toLowerCase()
  if (paths.size > 0 && !paths.has(pathname)) return forward(request, response)
  if (mode === 'down') return request.socket.destroy()
  if (mode === 'slow') return // the client's own timeout ends it
  if (mode === 'garbage') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('<html>oops</html>')
    return
  }
  return forward(request, response)
})

async function forward(request, response) {
  try {
    const upstream = await fetch(new URL(request.url, target), {
      method: request.method,
      headers: { tenant: request.headers.tenant ?? '', accept: 'application/json' },
    })
    const headers = {}
    for (const name of ['content-type', 'cache-control']) {
      const value = upstream.headers.get(name)
      if (value) headers[name] = value
    }
    response.writeHead(upstream.status, headers)
    response.end(Buffer.from(await upstream.arrayBuffer()))
  } catch {
    response.writeHead(502).end()
  }
}

server.listen(port, '127.0.0.1')
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)))
