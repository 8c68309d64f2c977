import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export type ProviderProcess = { baseUrl: string; stop: () => Promise<void> }

async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

// A real reference-provider process on a free port with a fresh database, migrated and seeded
// by its own start-up exactly as `npm start` does, at the tests' fixed seed clock.
export async function startProviderProcess(): Promise<ProviderProcess> {
  const port = await getFreePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-int-'))
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/provider/src/server.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // The tests' fixed seed clock (decision record 020), not the day they run on.
        SEED_NOW: '2026-12-12',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('the provider exited during start-up')
    const healthy = await fetch(`${baseUrl}/health`).then(
      (response) => response.ok,
      () => false,
    )
    if (healthy) break
    if (Date.now() > deadline) throw new Error('the provider did not start within 60 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
