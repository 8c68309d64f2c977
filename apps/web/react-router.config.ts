import type { Config } from '@react-router/dev/config'

import { buildServiceWorker } from './build-service-worker'

export default {
  appDirectory: 'app',
  // BUILD_DIR (the web server's setting too) builds elsewhere than apps/web/build.
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: true,
  future: {
    // Loaders get the request as it came instead of two rebuilt copies each (about 0.2 ms of
    // every page, docs/performance.md). Data requests then keep React Router's `.data` suffix
    // and `_routes`/`index` parameters in request.url: a loader that needs the page's address
    // reads the normalised `url` argument instead (routes/resources/splat.ts); getQuery reads
    // only declared parameters, so it is unaffected.
    v8_passThroughRequests: true,
  },
  // Stadium mode's service worker is built from the finished site (docs/decisions/039).
  buildEnd: ({ reactRouterConfig }) => buildServiceWorker(reactRouterConfig.buildDirectory),
} satisfies Config
