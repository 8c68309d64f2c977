import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'

import type { Plugin } from 'vite'
import { z } from 'zod'

// By path, not as '@fieldhouse/domain/page-loading': Vite bundles its config with the files it
// imports but leaves packages out, and Node cannot load that package's TypeScript itself.
import { PREVIOUS_BUILD_ASSETS_KEPT_MS } from '../../packages/domain/src/page-loading'

// Issue 34 "Builds": a page rendered by an earlier build (an open tab, a page saved for offline
// use) still asks for that build's /assets/<name>-<hash>.js after a deploy. React Router's build
// empties the whole build directory first, so those files answered 404. This plugin keeps the
// build directory instead and removes an earlier build's file from build/client/assets only
// once it has been superseded for PREVIOUS_BUILD_ASSETS_KEPT_MS (7 days).

/**
 * The bookkeeping, in `build/asset-history.json` (beside build/client, so never served):
 * `build` is what the latest browser build wrote under assets/, `superseded` when each other
 * file there was first missing from a build (ms since the epoch).
 */
const AssetHistorySchema = z.object({
  build: z.array(z.string()).nullable(),
  superseded: z.record(z.string(), z.number().finite()),
})
type AssetHistory = z.infer<typeof AssetHistorySchema>

/** A fresh clone, a deleted or an unreadable history: nothing known to keep. */
export const NO_ASSET_HISTORY: AssetHistory = { build: null, superseded: {} }

// precompress-assets.ts writes these beside a file: they belong to the build of the file.
const COMPANION = /\.(?:br|gz)$/

/**
 * Which files of assets/ to remove now, and the superseded times to remember. A file the
 * current build wrote (or its .br/.gz copy) is never removed and leaves the history; another
 * is superseded from the first time it was seen missing from a build (a time in the future, from
 * a clock set back, counts as now) and removed once that is `keepMs` old. Files no longer on
 * disk leave the history.
 */
export function planAssetPruning(input: {
  files: readonly string[]
  current: ReadonlySet<string>
  superseded: Readonly<Record<string, number>>
  now: number
  keepMs: number
}): { remove: string[]; superseded: Record<string, number> } {
  const { files, current, superseded, now, keepMs } = input
  const remove: string[] = []
  const kept: Record<string, number> = {}
  for (const file of files) {
    if (current.has(file) || current.has(file.replace(COMPANION, ''))) continue
    const recorded = superseded[file]
    const since = recorded === undefined || recorded > now ? now : recorded
    if (now - since >= keepMs) remove.push(file)
    else kept[file] = since
  }
  return { remove, superseded: kept }
}

/** The history file's content; a missing, unreadable or malformed file is no history. */
export async function readAssetHistory(path: string): Promise<AssetHistory> {
  try {
    const parsed = AssetHistorySchema.safeParse(JSON.parse(await readFile(path, 'utf8')))
    return parsed.success ? parsed.data : NO_ASSET_HISTORY
  } catch {
    return NO_ASSET_HISTORY
  }
}

/** Written whole and renamed into place: a build stopped midway leaves the old file, not half. */
async function writeAssetHistory(path: string, history: AssetHistory): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  await writeFile(temporary, `${JSON.stringify(history, null, 2)}\n`)
  await rename(temporary, path)
}

/** The browser build's step: remembers which files under assets/ it wrote. */
export async function recordBrowserBuild(historyFile: string, files: string[]): Promise<void> {
  const { superseded } = await readAssetHistory(historyFile)
  await writeAssetHistory(historyFile, { build: files, superseded })
}

/**
 * The last step of a build: removes what `planAssetPruning` says from `assetsDir`. The current
 * files are the browser build's (from the history) and `alsoCurrent`, what the server build
 * wrote or links to. Without a recorded browser build nothing is removed.
 */
export async function pruneAssets(options: {
  assetsDir: string
  historyFile: string
  alsoCurrent: Iterable<string>
  now: number
  keepMs?: number
}): Promise<{ removed: string[]; kept: string[] }> {
  const history = await readAssetHistory(options.historyFile)
  if (history.build === null) return { removed: [], kept: [] }
  const entries = await readdir(options.assetsDir, { withFileTypes: true }).catch(() => [])
  const plan = planAssetPruning({
    files: entries.filter((entry) => entry.isFile()).map((entry) => entry.name),
    current: new Set([...history.build, ...options.alsoCurrent]),
    superseded: history.superseded,
    now: options.now,
    keepMs: options.keepMs ?? PREVIOUS_BUILD_ASSETS_KEPT_MS,
  })
  await Promise.all(plan.remove.map((file) => rm(join(options.assetsDir, file), { force: true })))
  await writeAssetHistory(options.historyFile, {
    build: history.build,
    superseded: plan.superseded,
  })
  return { removed: plan.remove, kept: Object.keys(plan.superseded) }
}

/**
 * The browser build's first step, in place of emptying its directory: everything but assets/
 * goes (a file removed from public/ must not linger), as Vite's emptyOutDir would.
 */
export async function emptyAllButAssets(clientDir: string, assetsDirName: string): Promise<void> {
  const entries = await readdir(clientDir).catch(() => [])
  await Promise.all(
    entries
      .filter((name) => name !== assetsDirName)
      .map((name) => rm(join(clientDir, name), { recursive: true, force: true })),
  )
}

// The server build names the browser files it links to as "/assets/<file>" strings; among them
// is React Router's browser manifest (manifest-<version>.js), which only the server build writes.
const LINKED_ASSET = /["'`]\/assets\/([^"'`/?#\s]+)["'`]/g

/** The assets/ file names a server bundle's code links to. */
export function getLinkedAssets(code: string): string[] {
  return [...code.matchAll(LINKED_ASSET)].map((match) => match[1] as string)
}

/**
 * Keeps earlier builds' files in `<buildDirectory>/client/assets` for
 * PREVIOUS_BUILD_ASSETS_KEPT_MS after the build that superseded them (issue 34). The browser
 * build no longer empties its directory (React Router's and Vite's emptying both follow
 * build.emptyOutDir; the server build still empties its own) and records what it wrote; the
 * server build, the last, prunes. `now` is for tests. React Router's `v8_viteEnvironmentApi`
 * would build both in one Vite run with this config shared: build/server would then need its
 * own emptying.
 */
export function keepPreviousAssets(options: {
  buildDirectory: string
  now?: () => number
}): Plugin {
  const clientDir = join(options.buildDirectory, 'client')
  const historyFile = join(options.buildDirectory, 'asset-history.json')
  const now = options.now ?? Date.now
  let assetsDirName = 'assets'
  return {
    name: 'fieldhouse:keep-previous-assets',
    apply: 'build',
    config: (_config, env) => (env.isSsrBuild ? undefined : { build: { emptyOutDir: false } }),
    configResolved(config) {
      assetsDirName = config.build.assetsDir
    },
    async buildStart() {
      if (this.environment.name === 'client') await emptyAllButAssets(clientDir, assetsDirName)
    },
    async writeBundle(_options, bundle) {
      const prefix = `${assetsDirName}/`
      if (this.environment.name === 'client') {
        const files = Object.keys(bundle).filter((name) => name.startsWith(prefix))
        await recordBrowserBuild(
          historyFile,
          files.map((name) => name.slice(prefix.length)),
        )
        return
      }
      const linked = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? getLinkedAssets(output.code) : [],
      )
      const { removed, kept } = await pruneAssets({
        assetsDir: join(clientDir, assetsDirName),
        historyFile,
        alsoCurrent: linked,
        now: now(),
      })
      this.environment.logger.info(
        `keep-previous-assets: ${kept.length} files of earlier builds kept, ${removed.length} removed`,
      )
    },
  }
}
