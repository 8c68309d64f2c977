// `npm start`: with PROVIDER_URL unset, start the reference provider (demo tenant, 127.0.0.1:4000)
// and serve the production build of the website against it on PORT (3000). With PROVIDER_URL
// set, serve the website against that provider and start nothing else.
import { run, runToEnd, stopAll, waitForHealth } from './processes.mjs'

const providerPort = process.env.PROVIDER_PORT ?? '4000'
const external = process.env.PROVIDER_URL
const providerUrl = external ?? `http://127.0.0.1:${providerPort}`

try {
  if (!external) {
    const provider = run(process.execPath, ['--import', 'tsx', 'apps/provider/src/server.ts'], {
      env: { ...process.env, PORT: providerPort, HOST: '127.0.0.1' },
    })
    await waitForHealth(`${providerUrl}/health`, { child: provider })
  }
  await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  const web = run(process.execPath, ['--import', 'tsx', 'apps/web/server/start.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PROVIDER_URL: providerUrl },
  })
  web.on('exit', (code) => {
    stopAll()
    process.exit(code ?? 1)
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stopAll()
  process.exit(1)
}
