import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { PREVIOUS_BUILD_ASSETS_KEPT_MS as WEEK } from '@fieldhouse/domain/page-loading'
import {
  emptyAllButAssets,
  getLinkedAssets,
  keepPreviousAssets,
  NO_ASSET_HISTORY,
  planAssetPruning,
  pruneAssets,
  readAssetHistory,
  recordBrowserBuild,
} from './keep-previous-assets'

const NOW = Date.UTC(2026, 10, 29, 12)
const DAY = 24 * 60 * 60 * 1000

test('the retention is seven days', () => {
  expect(WEEK).toBe(7 * DAY)
})

describe('planAssetPruning', () => {
  const plan = (files: string[], superseded: Record<string, number>, current = ['new-B.js']) =>
    planAssetPruning({ files, current: new Set(current), superseded, now: NOW, keepMs: WEEK })

  test.each([
    ['a file first missing from this build is kept from now', {}, [], { 'old-A.js': NOW }],
    [
      'kept a day short of a week',
      { 'old-A.js': NOW - 6 * DAY },
      [],
      { 'old-A.js': NOW - 6 * DAY },
    ],
    [
      'kept 1 ms short of a week',
      { 'old-A.js': NOW - WEEK + 1 },
      [],
      { 'old-A.js': NOW - WEEK + 1 },
    ],
    ['removed at a week', { 'old-A.js': NOW - WEEK }, ['old-A.js'], {}],
    ['removed after a week', { 'old-A.js': NOW - 30 * DAY }, ['old-A.js'], {}],
    ['a time in the future counts as now', { 'old-A.js': NOW + 99 * DAY }, [], { 'old-A.js': NOW }],
  ])('%s', (_case, superseded, remove, kept) => {
    expect(plan(['old-A.js', 'new-B.js'], superseded)).toEqual({ remove, superseded: kept })
  })

  test('a current file and its compressed copies are never removed and leave the history', () => {
    const ancient = NOW - 365 * DAY
    const result = plan(['new-B.js', 'new-B.js.br', 'new-B.js.gz'], {
      'new-B.js': ancient,
      'new-B.js.br': ancient,
      'new-B.js.gz': ancient,
    })
    expect(result).toEqual({ remove: [], superseded: {} })
  })

  test("an old file's compressed copies go with it", () => {
    const since = NOW - 8 * DAY
    const files = ['old-A.js', 'old-A.js.br', 'old-A.js.gz', 'new-B.js']
    const result = plan(files, { 'old-A.js': since, 'old-A.js.br': since, 'old-A.js.gz': since })
    expect(result.remove).toEqual(['old-A.js', 'old-A.js.br', 'old-A.js.gz'])
  })

  test('a file no longer on disk leaves the history', () => {
    expect(plan(['new-B.js'], { 'gone-C.js': NOW - DAY }).superseded).toEqual({})
  })
})

test('getLinkedAssets finds the browser files a server bundle names, the manifest among them', () => {
  const code = `const m = { url: "/assets/manifest-54e4f35f.js", entry: { module: '/assets/entry-AbC_1-2d.js' } };
import x from "./assets/server-only-X.js"; const u = \`/assets/app-BA3U09U0.css\`; "/images/a.png"`
  expect(getLinkedAssets(code)).toEqual([
    'manifest-54e4f35f.js',
    'entry-AbC_1-2d.js',
    'app-BA3U09U0.css',
  ])
})

describe('on a build directory', () => {
  let build: string
  let assets: string
  let history: string
  const write = (name: string) => writeFile(join(assets, name), name)
  const onDisk = async () => (await readdir(assets)).sort()
  // One build: the browser build records its files, the server build prunes.
  const runBuild = async (files: string[], at: number, linked: string[] = []) => {
    await Promise.all(files.map(write))
    await recordBrowserBuild(history, files)
    return pruneAssets({ assetsDir: assets, historyFile: history, alsoCurrent: linked, now: at })
  }

  beforeEach(async () => {
    build = await mkdtemp(join(tmpdir(), 'keep-assets-'))
    assets = join(build, 'client', 'assets')
    history = join(build, 'asset-history.json')
    await mkdir(assets, { recursive: true })
  })
  afterEach(() => rm(build, { recursive: true, force: true }))

  test('a fresh clone has no history and nothing to keep', async () => {
    expect(await readAssetHistory(history)).toEqual(NO_ASSET_HISTORY)
    expect(await runBuild(['entry-A.js'], NOW)).toEqual({ removed: [], kept: [] })
    expect(await onDisk()).toEqual(['entry-A.js'])
  })

  test('without a recorded browser build the server build removes nothing', async () => {
    await write('entry-A.js')
    const result = await pruneAssets({
      assetsDir: assets,
      historyFile: history,
      alsoCurrent: [],
      now: NOW + 30 * DAY,
    })
    expect(result).toEqual({ removed: [], kept: [] })
    expect(await onDisk()).toEqual(['entry-A.js'])
  })

  test("a previous build's files stay a week after the build that replaced them, then go", async () => {
    await runBuild(['entry-A.js', 'entry-A.js.br', 'shared-S.js'], NOW)
    await runBuild(['entry-B.js', 'shared-S.js'], NOW + DAY)
    await runBuild(['entry-C.js', 'shared-S.js'], NOW + 7 * DAY)
    // A: replaced on day 1, kept until day 8; B: replaced on day 7.
    expect(await onDisk()).toEqual([
      'entry-A.js',
      'entry-A.js.br',
      'entry-B.js',
      'entry-C.js',
      'shared-S.js',
    ])
    const day8 = await runBuild(['entry-D.js', 'shared-S.js'], NOW + 8 * DAY)
    expect(day8.removed.sort()).toEqual(['entry-A.js', 'entry-A.js.br'])
    expect(await onDisk()).toEqual(['entry-B.js', 'entry-C.js', 'entry-D.js', 'shared-S.js'])
    expect((await readAssetHistory(history)).superseded).toEqual({
      'entry-B.js': NOW + 7 * DAY,
      'entry-C.js': NOW + 8 * DAY,
    })
  })

  test('a file a later build writes again is current again, its clock reset', async () => {
    await runBuild(['entry-A.js'], NOW)
    await runBuild(['entry-B.js'], NOW + DAY)
    await runBuild(['entry-A.js'], NOW + 2 * DAY)
    await runBuild(['entry-B.js'], NOW + 8 * DAY)
    // A was replaced again only on day 8: kept, not counted from day 1.
    expect(await onDisk()).toEqual(['entry-A.js', 'entry-B.js'])
  })

  test("the server build's own files (React Router's manifest) are current", async () => {
    await write('manifest-11111111.js')
    await runBuild(['entry-A.js'], NOW - 30 * DAY, ['manifest-11111111.js'])
    await runBuild(['entry-A.js'], NOW, ['manifest-11111111.js'])
    expect(await onDisk()).toEqual(['entry-A.js', 'manifest-11111111.js'])
    expect((await readAssetHistory(history)).superseded).toEqual({})
  })

  test.each([
    ['not JSON', '{"build": ['],
    ['the wrong shape', '{"build": "entry-A.js", "superseded": {"old-X.js": "yesterday"}}'],
    ['a list', '[]'],
  ])('a history that is %s counts as none: nothing old goes, nothing current', async (_, text) => {
    await Promise.all(['old-X.js', 'old-X.js.gz', 'entry-A.js'].map(write))
    await writeFile(history, text)
    expect(await readAssetHistory(history)).toEqual(NO_ASSET_HISTORY)
    const result = await runBuild(['entry-A.js'], NOW)
    expect(result).toEqual({ removed: [], kept: ['old-X.js', 'old-X.js.gz'] })
    expect(await onDisk()).toEqual(['entry-A.js', 'old-X.js', 'old-X.js.gz'])
    // From now on the old files have their week.
    await runBuild(['entry-A.js'], NOW + WEEK)
    expect(await onDisk()).toEqual(['entry-A.js'])
  })

  test('the history is written whole, beside the served directory', async () => {
    await runBuild(['entry-A.js'], NOW)
    expect(JSON.parse(await readFile(history, 'utf8'))).toEqual({
      build: ['entry-A.js'],
      superseded: {},
    })
    expect((await readdir(build)).sort()).toEqual(['asset-history.json', 'client'])
  })

  test('the browser build empties its directory except assets/', async () => {
    const client = join(build, 'client')
    await write('entry-A.js')
    await writeFile(join(client, 'removed-from-public.svg'), '')
    await mkdir(join(client, '.vite'))
    await emptyAllButAssets(client, 'assets')
    expect(await readdir(client)).toEqual(['assets'])
    expect(await onDisk()).toEqual(['entry-A.js'])
  })
})

describe('the plugin', () => {
  test('only the browser build stops emptying its directory', () => {
    const plugin = keepPreviousAssets({ buildDirectory: '/nowhere' })
    const config = plugin.config
    if (typeof config !== 'function') throw new Error('config is a function')
    const env = { command: 'build', mode: 'production' } as const
    expect(config.call(undefined as never, {}, { ...env, isSsrBuild: false })).toEqual({
      build: { emptyOutDir: false },
    })
    expect(config.call(undefined as never, {}, { ...env, isSsrBuild: true })).toBeUndefined()
  })

  test('the browser build records what it wrote, the server build prunes on its clock', async () => {
    const build = await mkdtemp(join(tmpdir(), 'keep-assets-'))
    const assets = join(build, 'client', 'assets')
    let clock = NOW
    const plugin = keepPreviousAssets({ buildDirectory: build, now: () => clock })
    // The hooks as Vite calls them, with only what they read of Vite's context.
    const hook = (name: 'buildStart' | 'writeBundle', environment: string, ...args: unknown[]) => {
      const handler: unknown = plugin[name]
      if (typeof handler !== 'function') throw new Error(`${name} is a function`)
      const context = { environment: { name: environment, logger: { info: () => {} } } }
      return handler.call(context, ...args)
    }
    const chunk = (code: string) => ({ type: 'chunk', code })
    const runBuild = async (entry: string, manifest: string) => {
      await hook('buildStart', 'client')
      await mkdir(assets, { recursive: true })
      await Promise.all([entry, `${entry}.gz`, manifest].map((f) => writeFile(join(assets, f), f)))
      await hook('writeBundle', 'client', {}, { [`assets/${entry}`]: chunk('') })
      await hook('writeBundle', 'ssr', {}, { 'index.js': chunk(`({url:"/assets/${manifest}"})`) })
    }
    try {
      await mkdir(assets, { recursive: true })
      await writeFile(join(build, 'client', 'removed-from-public.svg'), '')
      await runBuild('entry-A.js', 'manifest-1.js')
      expect(await readdir(join(build, 'client'))).toEqual(['assets'])
      clock = NOW + DAY
      await runBuild('entry-B.js', 'manifest-2.js')
      expect((await readdir(assets)).sort()).toEqual([
        'entry-A.js',
        'entry-A.js.gz',
        'entry-B.js',
        'entry-B.js.gz',
        'manifest-1.js',
        'manifest-2.js',
      ])
      clock = NOW + 8 * DAY
      await runBuild('entry-B.js', 'manifest-2.js')
      expect((await readdir(assets)).sort()).toEqual([
        'entry-B.js',
        'entry-B.js.gz',
        'manifest-2.js',
      ])
    } finally {
      await rm(build, { recursive: true, force: true })
    }
  })
})
