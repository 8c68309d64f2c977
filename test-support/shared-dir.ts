import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, test } from 'vitest'

// The product spec and the real provider's evidence (JSON Schemas ...) live beside the repository
// in ../shared/, which a fresh clone does not have. Tests that read it skip, saying why, unless
// FIELDHOUSE_REQUIRE_SHARED=1 (set by .ci/run), where a missing folder fails instead.
// FIELDHOUSE_SHARED_DIR points elsewhere (used to check both behaviours without moving folders).

const env = process.env

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

// Absolute path of the shared folder (default: `shared` beside the repository).
export const SHARED_DIR: string = resolve(REPO_ROOT, env.FIELDHOUSE_SHARED_DIR || '../shared')

// Whether the shared folder itself is there.
export const hasSharedDir: boolean = existsSync(SHARED_DIR)

// Whether a missing shared folder is a failure rather than a skip.
export const isSharedRequired: boolean = env.FIELDHOUSE_REQUIRE_SHARED === '1'

export type SharedPath = {
  // Absolute path of `relative` inside the shared folder.
  path: string
  exists: boolean
  required: boolean
}

export function getSharedPath(relative: string): SharedPath {
  const path = resolve(SHARED_DIR, relative)
  return { path, exists: existsSync(path), required: isSharedRequired }
}

// `describe` for tests that need `relative` inside the shared folder. Present: runs `body` with
// the absolute path. Absent: `body` is never called (it may read files while tests are being
// collected), the block is reported as skipped with the reason in its name, and in required mode
// one extra test fails with the same reason.
export function describeWithShared(
  relative: string,
  name: string,
  body: (path: string) => void,
): void {
  const shared = getSharedPath(relative)
  if (shared.exists) {
    describe(name, () => body(shared.path))
    return
  }
  const missing = `../shared/${relative} not found beside the repository (looked in ${shared.path})`
  if (shared.required) {
    test(`${name}: ../shared/${relative} is required (FIELDHOUSE_REQUIRE_SHARED=1)`, () => {
      throw new Error(`${missing}. Put the shared folder beside the repository.`)
    })
  }
  describe.skip(`${name} (skipped: ${missing})`, () => {
    test('reads the real provider evidence', () => {})
  })
}
