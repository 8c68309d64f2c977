// Starts the reference provider on a fresh temporary database (migrated and seeded by the
// provider's own start-up, exactly as `npm start` does) and removes it on exit.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const dataDir = mkdtempSync(join(tmpdir(), 'fieldhouse-e2e-'))
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/provider/src/server.ts'], {
  stdio: 'inherit',
  // The live demo game starts a minute before, so it is in its first half while the tests run;
  // the rest of the demo is seeded at the tests' fixed clock (decision record 020), so the
  // journeys read the same games and results on any day.
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LIVE_GAME_TIPOFF_MINUTES_AGO: '1',
    SEED_NOW: '2026-12-12',
  },
})
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true })
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code) => {
  cleanUp()
  process.exit(code ?? 0)
})
