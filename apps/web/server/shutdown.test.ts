import { once } from 'node:events'
import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, test } from 'vitest'

import { prepareShutdown } from './shutdown'

function get(port: number, path: string, agent?: Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

async function startSlowServer(timeoutMs: number) {
  const server = createServer((req, res) => {
    const ms = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('ms') ?? 0)
    setTimeout(() => res.end('done'), ms)
  })
  const shutDown = prepareShutdown(server, { timeoutMs })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { server, shutDown, port: (server.address() as AddressInfo).port }
}

test('on shutdown a request in flight completes, new connections are refused, then it resolves', async () => {
  const { shutDown, port } = await startSlowServer(5_000)
  const agent = new Agent({ keepAlive: true })
  await get(port, '/', agent) // a keep-alive connection left idle
  const inFlight = get(port, '/?ms=300', agent)
  await new Promise((resolve) => setTimeout(resolve, 50))
  const started = Date.now()
  const stopped = shutDown()
  await expect(get(port, '/')).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  const answer = await inFlight
  expect(answer).toMatchObject({ status: 200, body: 'done', connection: 'close' })
  expect(await stopped).toBe('drained')
  expect(Date.now() - started).toBeLessThan(2_000)
  agent.destroy()
})

test('a request that outlasts the bound is cut, and the shutdown still ends', async () => {
  const { shutDown, port } = await startSlowServer(200)
  const inFlight = get(port, '/?ms=10000')
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(await shutDown()).toBe('timed out')
  await expect(inFlight).rejects.toMatchObject({ code: 'ECONNRESET' })
})
