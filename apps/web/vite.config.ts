import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Alias, type Plugin } from 'vite'

import { bundleByRule } from './bundle-by-rule'
import { devEndpoints } from './dev-endpoints'
import { keepPreviousAssets } from './keep-previous-assets'
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

// 3. Every page loads React, React DOM and React Router, so they go in one chunk instead of a
// dozen small ones, which compress a tenth worse apart. Our own modules go where the module
// graph says (bundle-by-rule.ts, decision 021): the shell chunk holds what the root route
// imports and what most screens import; a small stateless module a few screens share is folded
// into each of them; the rest is split by the bundler. No rule names a folder.
const APP_DIR = fileURLToPath(new URL('./app/', import.meta.url))
const bundling = bundleByRule({
  root: join(APP_DIR, 'root.tsx'),
  routes: () =>
    [
      ...readFileSync(join(APP_DIR, 'routes.ts'), 'utf8').matchAll(/'(routes\/[\w/.-]+\.tsx?)'/g),
    ].map((match) => join(APP_DIR, match[1] as string)),
  // Source size up to which a shared module is folded: a sport band, a season menu, a game's
  // parts; not a sortable table or a picture builder.
  foldMaxBytes: 4000,
  // Imported by half the screens: as good as every page.
  shellShare: 0.5,
})
// The browser entry (app/entry.client.tsx, React Router's default one plus error logging) rides
// with the framework it starts, as the default entry did: apart it is one more chunk and a
// bundler runtime (690 bytes gzip more on every page, measured).
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|@react-router[\\/]dev)[\\/]/
const ENTRY_CLIENT = join(APP_DIR, 'entry.client.tsx')
const chunkGroups = [
  {
    name: 'framework',
    test: (id: string) => FRAMEWORK.test(id) || id === ENTRY_CLIENT,
    tags: ['$initial' as const],
    priority: 2,
  },
  {
    name: 'shell',
    test: (id: string) => bundling.isShellModule(id),
    tags: ['$initial' as const],
    priority: 1,
  },
]

// Where the build goes (react-router.config.ts reads the same BUILD_DIR), and BUILD_MARK, a word
// in every browser file's name: the same source built twice then differs in every file, as two
// deploys do (the stadium mode browser test serves two builds, decision 039).
const BUILD_DIR = process.env.BUILD_DIR ?? 'build'
const mark = process.env.BUILD_MARK?.replace(/[^\w-]/g, '')
const markedNames = mark
  ? {
      entryFileNames: `assets/[name]-${mark}-[hash].js`,
      chunkFileNames: `assets/[name]-${mark}-[hash].js`,
      assetFileNames: `assets/[name]-${mark}-[hash][extname]`,
    }
  : {}

export default defineConfig(({ command, isSsrBuild }) => {
  const isBrowserBuild = command === 'build' && !isSsrBuild
  return {
    plugins: [
      tailwindcss(),
      reactRouter(),
      devEndpoints(),
      dropRouterDevtoolsNames,
      bundling.plugin,
      precompressAssets(),
      // Earlier builds' scripts stay answerable for a week after a deploy (issue 34).
      keepPreviousAssets({
        buildDirectory: resolve(fileURLToPath(new URL('.', import.meta.url)), BUILD_DIR),
      }),
    ],
    resolve: {
      alias: [
        { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
        ...(isBrowserBuild ? productionRouter : []),
      ],
    },
    server: { port: 3000, proxy: { '/images': providerUrl, '/media': providerUrl } },
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: isBrowserBuild
        ? { output: { codeSplitting: { groups: chunkGroups }, ...markedNames } }
        : {},
    },
  }
})
