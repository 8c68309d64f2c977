// `npm run deploy:local`: the deployment of issue 23 on loopback. The reference provider on a
// fresh demo database, the production website as WEB_PROCESSES workers on one port
// (apps/web/server/cluster.ts), and nginx in front with deploy/nginx.conf, its placeholders
// filled in and its pid, logs, temp files and cache in a temporary directory (no root needed,
// nothing of the machine's nginx is touched). Prints one line `deploy:local ready {json}` with
// the addresses once all answer; Ctrl-C (or SIGTERM) stops everything.
//
//   npm run deploy:local                                  nginx on :8080, 2 web processes
//   npm run deploy:local -- --port 5380 --web-port 5381 --provider-port 5382 --processes 4
//   npm run deploy:local -- --no-build --header-timeout 2s --provider-url http://...
//   npm run deploy:local -- --print-config               the filled-in nginx.conf only
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { run, runToEnd, startMeasuredProvider, stopAll, waitForHealth } from './processes.mjs'

const ROOT = resolve(import.meta.dirname, '..')
const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '8080' },
    'web-port': { type: 'string', default: '3000' },
    'provider-port': { type: 'string', default: '4000' },
    'provider-url': { type: 'string' },
    processes: { type: 'string', default: process.env.WEB_PROCESSES ?? '2' },
    'header-timeout': { type: 'string', default: '10s' },
    'no-build': { type: 'boolean', default: false },
    'print-config': { type: 'boolean', default: false },
  },
})

export function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null
  } catch {
    return null
  }
}

function fillConfig({ prefix, listen, webServers }) {
  const values = {
    USER: process.getuid?.() === 0 ? `user ${userInfo().username};` : '',
    PREFIX: prefix,
    LISTEN: listen,
    SERVER_NAME: listen.split(':')[0],
    SITE_HOST: listen,
    WEB_SERVERS: webServers
      // The cluster behind the port replaces a dead worker itself: never mark the port down.
      .map((address) => `        server ${address} max_fails=0;`)
      .join('\n'),
    CLIENT_DIR: join(ROOT, 'apps/web/build/client'),
    DEPLOY_DIR: join(ROOT, 'deploy'),
    HEADER_TIMEOUT: options['header-timeout'],
  }
  const template = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for {{${name}}}`)
    return values[name]
  })
}

const port = Number(options.port)
const webPort = Number(options['web-port'])
const providerPort = Number(options['provider-port'])
const processes = Number(options.processes)
const listen = `127.0.0.1:${port}`
const siteUrl = `http://${listen}`
const prefix = mkdtempSync(join(tmpdir(), 'fieldhouse-nginx-'))
let config
try {
  // The one port twice: a GET a process dropped (killed, restarting) is retried once on the
  // port, where the cluster hands it to another worker (proxy_next_upstream tries servers).
  const webServer = `127.0.0.1:${webPort}`
  config = fillConfig({ prefix, listen, webServers: [webServer, webServer] })
} catch (error) {
  rmSync(prefix, { recursive: true, force: true })
  throw error
}

if (options['print-config']) {
  process.stdout.write(config)
  rmSync(prefix, { recursive: true, force: true })
  process.exit(0)
}

const nginx = findNginx()
if (!nginx) {
  console.error('deploy:local needs nginx (Debian: apt-get install nginx-light).')
  process.exit(2)
}

let dataDir
let stopping = false
const cleanUp = () => {
  if (stopping) return
  stopping = true
  stopAll()
  setTimeout(() => {
    rmSync(prefix, { recursive: true, force: true })
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  }, 500)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.removeAllListeners(signal)
  process.on(signal, cleanUp)
}

try {
  if (!options['no-build'])
    await runToEnd('npm', ['run', 'build', '--workspace', '@fieldhouse/web'])
  let providerUrl = options['provider-url']
  let provider
  if (!providerUrl) {
    dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-deploy-data-'))
    provider = await startMeasuredProvider({ port: providerPort, dataDir })
    providerUrl = `http://127.0.0.1:${providerPort}`
  }
  const web = run(process.execPath, ['--import', 'tsx', 'apps/web/server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(webPort),
      HOST: '127.0.0.1',
      PROVIDER_URL: providerUrl,
      SITE_URL: siteUrl,
      WEB_PROCESSES: String(processes),
      // nginx on this machine names the visitor in X-Real-IP (server/client-address.ts).
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  })
  process.on('SIGHUP', () => web.kill('SIGHUP'))

  for (const dir of [
    'cache',
    'client_body',
    'proxy_temp',
    'fastcgi_temp',
    'uwsgi_temp',
    'scgi_temp',
  ]) {
    mkdirSync(join(prefix, dir), { recursive: true })
  }
  const confFile = join(prefix, 'nginx.conf')
  writeFileSync(confFile, config)
  const nginxArgs = ['-p', prefix, '-c', confFile, '-e', join(prefix, 'error.log')]
  execFileSync(nginx, [...nginxArgs, '-t', '-q'], { stdio: 'inherit' })
  const proxy = run(nginx, [...nginxArgs, '-g', 'daemon off;'])

  await waitForHealth(`http://127.0.0.1:${webPort}/health`, { child: web, timeoutMs: 120_000 })
  await waitForHealth(`${siteUrl}/nginx-health`, { child: proxy })
  await waitForHealth(`${siteUrl}/health`, { child: proxy })
  const ready = {
    site: siteUrl,
    web: `http://127.0.0.1:${webPort}`,
    provider: providerUrl,
    processes,
    providerPid: provider?.pid,
    dataDir,
    primaryPid: web.pid,
    nginxPid: proxy.pid,
    prefix,
  }
  console.log(`deploy:local ready ${JSON.stringify(ready)}`)
  for (const child of [web, proxy]) {
    child.on('exit', (code, signal) => {
      if (stopping) return
      console.error(`deploy:local: a process exited (${code ?? signal}); stopping`)
      cleanUp()
    })
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  cleanUp()
}
