import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { createApp } from '../app'
import { createLogger } from '../logger'
import { prepareDatabase } from '../prepare-database'

export type TestRequestOptions = { tenant?: string | null; headers?: Record<string, string> }

// A provider on a fresh temp-dir database, migrated and seeded exactly as server.ts does.
// Log lines are kept in `logs` (JSON objects) instead of being printed.
export function makeTestApp(options: { now?: () => Date } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-provider-'))
  const handle = prepareDatabase(dataDir)
  const logs: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')))
      done()
    },
  })
  const app = createApp({ db: handle.db, logger: createLogger('info', sink), now: options.now })

  function get(path: string, { tenant = 'demo', headers = {} }: TestRequestOptions = {}) {
    return app.request(path, { headers: tenant === null ? headers : { tenant, ...headers } })
  }

  async function getJson(path: string, requestOptions?: TestRequestOptions): Promise<unknown> {
    const response = await get(path, requestOptions)
    if (response.status !== 200) throw new Error(`GET ${path} -> ${response.status}`)
    return response.json()
  }

  function close() {
    handle.close()
    rmSync(dataDir, { recursive: true, force: true })
  }

  return { app, db: handle.db, logs, get, getJson, close, closeDatabase: handle.close }
}

export type TestApp = ReturnType<typeof makeTestApp>
