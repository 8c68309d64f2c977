import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

import { build } from 'vite'

// Stadium mode's worker (app/offline/service-worker.ts, docs/decisions/039) is built after the
// site, as one classic script at build/client/sw.js, with the build's facts written in: its id
// (React Router's manifest version) and the files every page loads, which the worker saves when
// it installs. No plugin owns this: vite-plugin-pwa's React Router support needs React Router 8.
// The worker is no page's JavaScript; the pages' registration code is (app/offline/).

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url))
const SOURCE = join(WEB_DIR, 'app/offline/service-worker.ts')

type RouteEntry = { module: string; imports?: string[]; css?: string[] }
type Manifest = {
  url: string
  version: string
  entry: RouteEntry
  routes: Record<string, RouteEntry>
}

export async function buildServiceWorker(buildDirectory = 'build'): Promise<void> {
  const buildDir = resolve(WEB_DIR, buildDirectory)
  const clientDir = join(buildDir, 'client')
  // The server build names this build's manifest and stylesheets; the client folder may also
  // hold earlier builds' files (kept for open and saved pages), so it is not listed.
  const server = await readFile(join(buildDir, 'server/index.js'), 'utf8')
  const manifestUrl = /"url": ?"(\/assets\/manifest-[\w-]+\.js)"/.exec(server)?.[1]
  if (!manifestUrl) throw new Error('build-service-worker: no route manifest in the server build')
  const manifest = readManifest(await readFile(join(clientDir, manifestUrl), 'utf8'))
  const root = manifest.routes.root
  // The saved pages screen is the offline page: its code is saved with the shell.
  const savedPages = manifest.routes['saved-pages']
  const stylesheets = [...new Set(server.match(/\/assets\/[\w-]+\.css/g) ?? [])]
  const scripts = [
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
    ...[root, savedPages].flatMap((route) =>
      route ? [route.module, ...(route.imports ?? [])] : [],
    ),
  ]
  const shell = [
    ...new Set([
      // With what they load after the page is interactive (the loading rules and this worker's
      // registration, measurement, the shell's menus and search): a saved page runs them offline.
      ...(await withImports(clientDir, scripts)),
      ...[root, savedPages].flatMap((route) => route?.css ?? []),
      ...stylesheets,
      manifestUrl,
      '/favicon.svg',
    ]),
  ]
  await build({
    configFile: false,
    logLevel: 'warn',
    define: {
      __FIELDHOUSE_BUILD__: JSON.stringify({ id: manifest.version, manifestUrl, shell }),
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      lib: { entry: SOURCE, formats: ['iife'], name: 'fieldhouseWorker', fileName: () => 'sw.js' },
    },
  })
  const bytes = await readFile(join(clientDir, 'sw.js'))
  const { size } = await stat(join(clientDir, 'sw.js'))
  console.log(
    `service worker: build/client/sw.js ${size} B, ${gzipSync(bytes, { level: 9 }).length} B gzip, ` +
      `${shell.length} shell files`,
  )
}

// A chunk names the chunks it imports, statically or not, by relative address ("./x-1a2b.js").
const CHUNK_IMPORT = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g

/** The scripts and every script they import, transitively, as /assets/ addresses. */
async function withImports(clientDir: string, scripts: string[]): Promise<string[]> {
  const found = new Set(scripts)
  const queue = [...scripts]
  for (let script = queue.shift(); script; script = queue.shift()) {
    const code = await readFile(join(clientDir, script), 'utf8')
    for (const [, file] of code.matchAll(CHUNK_IMPORT)) {
      const address = `/assets/${file}`
      if (!found.has(address)) {
        found.add(address)
        queue.push(address)
      }
    }
  }
  return [...found]
}

function readManifest(text: string): Manifest {
  const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as Manifest
  if (!manifest.version || !manifest.entry?.module || !manifest.routes) {
    throw new Error('build-service-worker: the route manifest has no version, entry or routes')
  }
  return manifest
}
