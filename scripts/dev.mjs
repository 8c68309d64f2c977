// `npm run dev`: the reference provider and the website, both reloading on change.
import { run, stopAll, waitForHealth } from './processes.mjs'

const providerPort = process.env.PROVIDER_PORT ?? '4000'
const external = process.env.PROVIDER_URL
const providerUrl = external ?? `http://127.0.0.1:${providerPort}`

if (!external) {
  const provider = run('npx', ['tsx', 'watch', 'apps/provider/src/server.ts'], {
    env: { ...process.env, PORT: providerPort, HOST: '127.0.0.1' },
  })
  await waitForHealth(`${providerUrl}/health`, { child: provider })
}
const web = run('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
  cwd: 'apps/web',
  env: { ...process.env, PROVIDER_URL: providerUrl },
})
web.on('exit', (code) => {
  stopAll()
  process.exit(code ?? 1)
})
