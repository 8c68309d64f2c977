import type { Server, ServerResponse } from 'node:http'

export type ShutdownOutcome = 'drained' | 'timed out'

/**
 * Graceful shutdown for a node:http server (docs/decisions/027): call once, before the server
 * listens, and keep the function it returns for SIGTERM. That function stops accepting new
 * connections, lets the requests in flight finish (their answers say `Connection: close`, and a
 * connection that goes idle is closed at once, so no keep-alive client sends one more request
 * into a process that is leaving), and resolves when the last connection has ended, or after
 * `timeoutMs`, when whatever is left is cut.
 */
export function prepareShutdown(server: Server, { timeoutMs }: { timeoutMs: number }) {
  const active = new Set<ServerResponse>()
  let closing: Promise<ShutdownOutcome> | null = null

  // First of the request listeners, so it runs before the front door answers (a cache hit is
  // written synchronously).
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false
    active.add(res)
    res.on('close', () => active.delete(res))
  })

  return function shutDown(): Promise<ShutdownOutcome> {
    closing ??= new Promise<ShutdownOutcome>((resolve) => {
      for (const res of active) if (!res.headersSent) res.shouldKeepAlive = false
      // Closes the listening socket (in a cluster worker: tells the primary to send no more
      // connections here) and, from Node 19, the connections that are idle now.
      const sweep = setInterval(() => server.closeIdleConnections(), 50)
      const deadline = setTimeout(() => {
        server.closeAllConnections()
        finish('timed out')
      }, timeoutMs)
      function finish(outcome: ShutdownOutcome) {
        clearInterval(sweep)
        clearTimeout(deadline)
        resolve(outcome)
      }
      server.close(() => finish('drained'))
      server.closeIdleConnections()
    })
    return closing
  }
}

export type ShutDown = ReturnType<typeof prepareShutdown>
