import { readFileSync } from 'node:fs'

import type { RouteConfigEntry } from '@react-router/dev/routes'
import { expect, test } from 'vitest'

import routes from './app/routes'
import { ENV_NAMES, parseEnv } from './app/utils/env.server'
import { FEATURE_DEFAULTS, type Feature } from './app/utils/features.server'

// The repository's README is what an operator reads (issue 33): every setting the website reads
// is in its settings table with the default the code applies, and every hidden and protected
// page is listed.

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const section = (start: string, end: string) =>
  readme.slice(readme.indexOf(start), readme.indexOf(end, readme.indexOf(start)))
const websiteTable = section('Website:\n', 'Reference provider')
const rows = websiteTable.split('\n').filter((line) => line.startsWith('| `'))

const defaults = parseEnv({})
const switchDefaults: Record<string, boolean> = {
  CSP_REPORT_ONLY: false,
  ...Object.fromEntries(
    Object.entries(FEATURE_DEFAULTS).map(([feature, on]) => [
      `FEATURE_${feature.toUpperCase()}`,
      on,
    ]),
  ),
} satisfies Record<string, boolean> & Partial<Record<`FEATURE_${Uppercase<Feature>}`, boolean>>

/** How the README's default column writes what parseEnv gives when the variable is unset. */
function documentedDefault(name: (typeof ENV_NAMES)[number]): string {
  const value = defaults[name]
  if (value === undefined) return name in switchDefaults ? `\`${switchDefaults[name]}\`` : 'unset'
  if (Array.isArray(value)) return value.length === 0 ? 'empty' : `\`${value.join(' ')}\``
  return `\`${String(value)}\``
}

test.each(ENV_NAMES)('README documents %s with its default', (name) => {
  const row = rows.find((line) => (line.split(' | ')[0] ?? '').includes(`\`${name}\``))
  expect(row, `no row for ${name} in the README's website settings`).toBeDefined()
  const defaultCell = row?.split(' | ')[1] ?? ''
  expect(defaultCell).toContain(documentedDefault(name))
})

test('README says FEATURE_TRACKING places the tags, no longer that they are not injected', () => {
  const row = rows.find((line) => line.startsWith('| `FEATURE_TRACKING`'))
  expect(row).not.toMatch(/not injected/)
})

const flatten = (entries: RouteConfigEntry[], parent = ''): string[] =>
  entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`
    return [...(entry.path === undefined ? [] : [path]), ...flatten(entry.children ?? [], path)]
  })

const privatePaths = flatten(routes)
  .filter((path) => /^\/(hidden|protected)\//.test(path))
  .map((path) => path.replaceAll(/:(\w+\??)/g, '{$1}'))

test('the private pages exist', () => {
  expect(privatePaths.length).toBeGreaterThanOrEqual(9)
})

test.each(privatePaths)('README lists the hidden or protected page %s', (path) => {
  const listed =
    readme.includes(`\`${path}\``) ||
    readme.includes(`\`${path.replace(/\/download$/, '')}\` and its \`/download\``)
  expect(listed).toBe(true)
})
