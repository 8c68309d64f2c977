// A stand-in website for server/cluster.test.ts: the real primary (server/cluster.ts) over
// workers that answer with their pid, hold a request for ?ms=, and count sign-in failures with
// the real attempt limit, so the test sees N processes, restarts, shutdowns and the shared limit
// in a second or two instead of building and starting the site.
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createAttemptLimit } from '../app/utils/attempt-limit.server'

import { leaveCluster, runPrimary } from './cluster'
import { prepareShutdown } from './shutdown'

const processes = Number(process.argv[2] ?? 2)

if (cluster.isPrimary) {
  runPrimary({
    processes,
    shutdownTimeoutMs: 5_000,
    log: (message, fields) => console.log(JSON.stringify({ message, ...fields })),
  })
} else {
  const limit = createAttemptLimit({ max: 3, windowMs: 60_000 })
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const key = url.searchParams.get('key') ?? ''
    if (url.pathname === '/fail') limit.fail(key)
    const body = JSON.stringify({ pid: process.pid, allows: limit.allows(key) })
    const ms = Number(url.searchParams.get('ms') ?? 0)
    setTimeout(() => res.end(body), ms)
  })
  const shutDown = prepareShutdown(server, { timeoutMs: 5_000 })
  process.on(
    'SIGTERM',
    () =>
      void shutDown()
        .then(leaveCluster)
        .then(() => process.exit(0)),
  )
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as AddressInfo
    console.log(JSON.stringify({ message: 'listening', pid: process.pid, port }))
  })
}
