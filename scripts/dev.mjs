// `npm run dev`: the reference provider and the website, both reloading on change.
import { exitWith, run, useProvider } from './processes.mjs'

const providerUrl = await useProvider({ watch: true })
const web = run('npx', ['react-router', 'dev', '--port', process.env.PORT ?? '3000'], {
  cwd: 'apps/web',
  env: { ...process.env, PROVIDER_URL: providerUrl },
})
exitWith(web)
