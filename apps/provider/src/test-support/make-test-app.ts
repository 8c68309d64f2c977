import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterAll } from 'vitest'
import { createApp } from '../app'
import { createLogger } from '../logger'
import { DATABASE_FILE_NAME, prepareDatabase } from '../prepare-database'
import { createLiveGames } from '../resources/live-stats/live-games'
import { TEST_SEED_NOW } from '../clock/seed-clock'

// Seeding every tenant takes a few hundred milliseconds since the team data (rosters, staff,
// stats) arrived; dozens of tests each want a fresh database. So each test process seeds one
// template once and every app starts from a copy of it: the same database, migrated and seeded
// as server.ts leaves it, at the cost of a file copy.
let templateFile: string | null = null

function copyOfSeededDatabase(dataDir: string): void {
  if (!templateFile) {
    const templateDir = mkdtempSync(join(tmpdir(), 'fh-provider-template-'))
    prepareDatabase(templateDir, TEST_SEED_NOW).close()
    templateFile = join(templateDir, DATABASE_FILE_NAME)
    process.once('exit', () => rmSync(templateDir, { recursive: true, force: true }))
  }
  copyFileSync(templateFile, join(dataDir, DATABASE_FILE_NAME))
}

export type TestRequestOptions = { tenant?: string | null; headers?: Record<string, string> }

// A provider on a fresh temp-dir database, migrated and seeded exactly as server.ts does, with
// the tests' fixed seed clock.
// Log lines are kept in `logs` (JSON objects) instead of being printed.
// `liveGameStart`: the live demo game's first tip-off (epoch ms); without it there is none.
export function makeTestApp(options: { now?: () => Date; liveGameStart?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'fh-provider-'))
  copyOfSeededDatabase(dataDir)
  const handle = prepareDatabase(dataDir, TEST_SEED_NOW)
  const logs: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString('utf8')))
      done()
    },
  })
  const liveGames =
    options.liveGameStart === undefined
      ? undefined
      : createLiveGames(handle.db, options.liveGameStart)
  const app = createApp({
    db: handle.db,
    logger: createLogger('info', sink),
    now: options.now,
    liveGames,
  })

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

// A test file's provider, closed after its tests.
export function openTestApp(options?: Parameters<typeof makeTestApp>[0]): TestApp {
  const provider = makeTestApp(options)
  afterAll(() => provider.close())
  return provider
}
