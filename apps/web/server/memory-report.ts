import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setFlagsFromString, writeHeapSnapshot } from 'node:v8'
import { runInNewContext } from 'node:vm'

/** What a process reports about a cache it holds (page-cache.ts). */
export type CacheFigures = { entries: number; bytes: number }

/**
 * Measuring only (the soak, scripts/soak.mjs; docs/scaling.md): with MEMORY_REPORT_DIR set, a
 * web process answers SIGUSR2 by collecting garbage fully and writing
 * `<dir>/<pid>-<n>.json`: process.memoryUsage() after that collection (heapUsed is then what is
 * really kept, unlike the resident size, which the allocator does not give back at once) and the
 * entries and bytes of the caches given. With MEMORY_REPORT_HEAP_SNAPSHOT=1 it also writes a
 * heap snapshot beside it (seconds of pause: never in production). Unset: nothing is installed.
 * Read straight from process.env: a diagnostic, not a setting of the site (env.server.ts).
 */
export function installMemoryReport(caches: () => Record<string, CacheFigures>) {
  // eslint-disable-next-line no-restricted-syntax -- a measuring switch, not a site setting
  const dir = process.env.MEMORY_REPORT_DIR
  if (!dir) return
  // eslint-disable-next-line no-restricted-syntax -- as above
  const heapSnapshot = process.env.MEMORY_REPORT_HEAP_SNAPSHOT === '1'
  let n = 0
  process.on('SIGUSR2', () => {
    n += 1
    writeMemoryReport(join(dir, `${process.pid}-${n}`), caches(), { heapSnapshot })
  })
}

/** Collects garbage fully, then writes `<name>.json` (and `<name>.heapsnapshot` if asked). */
export function writeMemoryReport(
  name: string,
  caches: Record<string, CacheFigures>,
  { heapSnapshot = false } = {},
) {
  fullGc()
  const report = { pid: process.pid, at: Date.now(), memory: process.memoryUsage(), caches }
  if (heapSnapshot) writeHeapSnapshot(`${name}.heapsnapshot`)
  writeFileSync(`${name}.json`, JSON.stringify(report))
  return report
}

let gc: (() => void) | undefined
function fullGc() {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
}
