import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, expect, test } from 'vitest'

import { writeMemoryReport } from './memory-report'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

test('a memory report is the memory after a full collection and the caches given', () => {
  const dir = mkdtempSync(join(tmpdir(), 'memory-report-'))
  dirs.push(dir)
  const caches = { pages: { entries: 3, bytes: 1200 } }
  const report = writeMemoryReport(join(dir, 'one'), caches)
  const written = JSON.parse(readFileSync(join(dir, 'one.json'), 'utf8')) as typeof report
  expect(written).toEqual(report)
  expect(written.caches).toEqual(caches)
  expect(written.memory.heapUsed).toBeGreaterThan(0)
  expect(written.memory.heapUsed).toBeLessThanOrEqual(written.memory.heapTotal)
  expect(written.pid).toBe(process.pid)
})
