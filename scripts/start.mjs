// `npm start`: with PROVIDER_URL unset, start the reference provider (demo tenant, 127.0.0.1:4000)
// and serve the production build of the website against it on PORT (3000). With PROVIDER_URL
// set, serve the website against that provider and start nothing else. WEB_PROCESSES=N runs N
// web processes on PORT (apps/web/server/cluster.ts); SIGHUP to this script restarts them one by
// one (docs/decisions/027).
import { exitWith, run, runToEnd, stopAll, useProvider } from './processes.mjs'

try {
  const providerUrl = await useProvider()
  await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  const web = run(process.execPath, ['--import', 'tsx', 'apps/web/server/start.ts'], {
    // glibc reads MALLOC_ARENA_MAX at start (apps/web/app/utils/env.server.ts says why 2).
    env: {
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      NODE_ENV: 'production',
      PROVIDER_URL: providerUrl,
    },
  })
  process.on('SIGHUP', () => web.kill('SIGHUP'))
  exitWith(web)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stopAll()
  process.exit(1)
}
