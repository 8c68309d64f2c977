import { spawn } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

// Small helpers shared by the start, dev and bench scripts: run a child process with its
// output passed through, and wait for a health endpoint.
export const children = new Set()

export function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options })
  children.add(child)
  child.on('exit', () => children.delete(child))
  return child
}

export function runToEnd(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = run(command, args, options)
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}

export async function waitForHealth(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process for ${url} exited early`)
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await sleep(250)
  }
  throw new Error(`${url} did not become healthy in ${timeoutMs} ms`)
}

export function stopAll() {
  for (const child of children) child.kill('SIGTERM')
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll()
    process.exit(0)
  })
}

// The provider the website should use: PROVIDER_URL when set (nothing is started), otherwise
// the reference provider on 127.0.0.1:PROVIDER_PORT (4000), started and waited for here.
export async function useProvider({ watch = false } = {}) {
  if (process.env.PROVIDER_URL) return process.env.PROVIDER_URL
  const port = process.env.PROVIDER_PORT ?? '4000'
  const url = `http://127.0.0.1:${port}`
  const env = { ...process.env, PORT: port, HOST: '127.0.0.1' }
  const provider = watch
    ? run('npx', ['tsx', 'watch', 'apps/provider/src/server.ts'], { env })
    : run(process.execPath, ['--import', 'tsx', 'apps/provider/src/server.ts'], { env })
  await waitForHealth(`${url}/health`, { child: provider })
  return url
}

// The measuring scripts (bench, profile, lighthouse): the reference provider on a fresh
// database in `dataDir` at the tests' fixed seed clock, and the production website against it,
// on loopback, logging warnings only. Both resolve once healthy, with the child process.
export async function startMeasuredProvider({ port, dataDir }) {
  const provider = run(process.execPath, ['--import', 'tsx', 'apps/provider/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The same pages on every day, so runs on different days compare (decision record 020).
      SEED_NOW: '2026-12-12',
    },
  })
  await waitForHealth(`http://127.0.0.1:${port}/health`, { child: provider })
  return provider
}

// `node` runs the website under another Node binary than this script's (scripts/smoke-runtime.mjs).
export async function startMeasuredWebsite({
  port,
  providerPort,
  env = {},
  nodeArgs = [],
  node = process.execPath,
}) {
  const site = run(node, [...nodeArgs, '--import', 'tsx', 'apps/web/server/start.ts'], {
    env: {
      // As `npm start` runs it (scripts/start.mjs).
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  await waitForHealth(`http://127.0.0.1:${port}/health`, { child: site })
  return site
}

// Ends this script with the exit code of the process it was serving.
export function exitWith(child) {
  child.on('exit', (code) => {
    stopAll()
    process.exit(code ?? 1)
  })
}
