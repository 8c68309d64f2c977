import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Alias, type Plugin } from 'vite'

import { foldSmallShared } from './fold-shared'
import { precompressAssets } from './precompress-assets'

// In development the provider's images are proxied like the production server does
// (server/app.ts), so <img src="/images/..."> works the same in both modes.
const providerUrl = process.env.PROVIDER_URL ?? 'http://127.0.0.1:4000'

// The browser bundle is held to a budget (docs/performance.md "JavaScript"); the three settings
// below are what keeps the home page under it. None applies to the dev server or the server build.

// 1. React Router's package exports point at its development build only (upstream issue #14102),
// which ships its warnings to every visitor. The browser bundle takes the production build; all
// of its imports are aliased, so it holds one copy. The server keeps the package's resolution:
// server/app.ts and the server build must share one copy.
const routerDist = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/', import.meta.url),
)
const productionRouter: Alias[] = [
  { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
]

// 2. React Router names its components and contexts for React DevTools at the top level
// (`Link.displayName = "Link"`) and creates them with unannotated forwardRef calls, so the
// bundler must keep every one, used or not (NavLink, HistoryRouter ...). Without the names, and
// with the calls marked pure, the unused ones go. A release that changes the pattern only makes
// this a no-op.
const dropRouterDevtoolsNames: Plugin = {
  name: 'fieldhouse:drop-router-devtools-names',
  apply: 'build',
  transform(code, id, options) {
    if (options?.ssr || !id.startsWith(routerDist)) return null
    return code
      .replace(/^[\w$]+\.displayName = "[^"]*";$/gm, '')
      .replace(/= (React\d*\.forwardRef)\(/g, '= /* @__PURE__ */ $1(')
  },
}

// 3. Every page loads React, React DOM, React Router and the page shell, so each goes in one
// chunk instead of a dozen small ones, which compress a tenth worse apart. The shell chunk holds
// exactly what the root route imports statically (collected from the module graph below): a
// module only some screens use (the roster's sortable table, the season menu) stays with them
// instead of riding on every page. Code loaded on demand (the mobile menu, the search overlay,
// the splash screen) keeps chunks of its own.
// Source size up to which a shared component is folded (fold-shared.ts): a sport band, a
// season menu, a game's parts; not a sortable table or a picture builder.
const FOLD_MAX_BYTES = 2500
const IN_SHELL_CHUNK = /[\\/]app[\\/](shell|utils|components[\\/][\w-]+\.tsx?$)/
const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url))

// app/root.tsx and the files the shell group takes by folder: what they import is in the shell.
function shellEntries(): string[] {
  const files = readdirSync(APP_DIR, { recursive: true, encoding: 'utf8' })
    .map((file) => join(APP_DIR, file))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) && !/\.(test|server)\./.test(file) && IN_SHELL_CHUNK.test(file),
    )
  return [join(APP_DIR, 'root.tsx'), ...files]
}
const ON_DEMAND = /[\\/](mobile-nav|search-overlay|splash-screen)\.tsx$/
const SHARED_HELPERS = /[\\/]packages[\\/]domain[\\/]src[\\/]whole-number\.ts$/
const shellModules = new Set<string>()
const collectShellModules: Plugin = {
  name: 'fieldhouse:collect-shell-modules',
  apply: 'build',
  buildEnd() {
    shellModules.clear()
    const root = [...this.getModuleIds()].find((id) => /[\\/]app[\\/]root\.tsx$/.test(id))
    const pending = root ? [root] : []
    while (pending.length > 0) {
      const id = pending.pop() as string
      if (shellModules.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue
      shellModules.add(id)
      pending.push(...(this.getModuleInfo(id)?.importedIds ?? []))
    }
  },
}
const chunkGroups = [
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/]dev)[\\/]/,
    tags: ['$initial' as const],
    priority: 2,
  },
  {
    name: 'shell',
    // With the shell's own folders and the shared components outside components/ui: the error
    // boundary, page meta and image preloads the routes import. And the domain's few-hundred-
    // byte helpers that many screens share: alone, each was a chunk of its own, one more request
    // on the pages that use it.
    test: (id: string) =>
      (shellModules.has(id) || IN_SHELL_CHUNK.test(id) || SHARED_HELPERS.test(id)) &&
      !ON_DEMAND.test(id),
    tags: ['$initial' as const],
    priority: 1,
  },
  {
    // The team parts several screens share (the sport home's highlights, the roster views, the
    // bios: photos, height and weight): one chunk instead of three or four of a kilobyte each,
    // every one a request before the page can start.
    name: 'team',
    test: /[\\/](app[\\/]routes[\\/]sports[\\/]roster[\\/]|packages[\\/]domain[\\/]src[\\/]format-(weight|height)\.ts$)/,
    minShareCount: 2,
    priority: 0,
  },
]

export default defineConfig(({ command, isSsrBuild }) => {
  const isBrowserBuild = command === 'build' && !isSsrBuild
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      dropRouterDevtoolsNames,
      collectShellModules,
      // Small stateless components several screens share travel in each screen's chunk.
      foldSmallShared({
        maxBytes: FOLD_MAX_BYTES,
        shellEntries,
        isCandidate: (file) =>
          /[\\/]app[\\/]components[\\/]/.test(file) &&
          !/\.server\./.test(file) &&
          !ON_DEMAND.test(file),
      }),
      precompressAssets(),
    ],
    resolve: {
      alias: [
        { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
        ...(isBrowserBuild ? productionRouter : []),
      ],
    },
    server: { port: 3000, proxy: { '/images': providerUrl } },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isBrowserBuild ? { output: { codeSplitting: { groups: chunkGroups } } } : {},
    },
  }
})
