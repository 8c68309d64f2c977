import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'

import type { Plugin } from 'vite'

// Bundling by rule (issue 18, decision 021): where a browser module goes follows from the module
// graph, never from the folder it sits in.
// - The shell chunk: what app/root.tsx imports, and what most screens import (the error
//   boundary, the page meta, the query reader): every page loads it, so it is one request that
//   compresses as a whole.
// - Folded: a small module several screens share, that keeps no state, travels in each
//   importer's chunk. Each importing module gets its own copy (the same source under a distinct
//   module id), instead of a chunk of its own that every page using it must ask for before it
//   can start (a 363-byte sport band was one more request on seven pages).
// - Everything else (a large shared part such as the sortable table, a module with state, code
//   loaded on demand) is left to the bundler: a chunk per set of screens that share it.
// The graph is walked once when the build starts, from the source files' static imports, so the
// folding (decided as each import resolves) and the chunk groups (decided at the end) agree.
// Only the browser build; the server's is as it was.

export type BundleRuleOptions = {
  /** app/root.tsx. */
  root: string
  /** Every route module of the route table (app/routes.ts). */
  routes: () => string[]
  /** The largest source, in bytes, that is folded. */
  foldMaxBytes: number
  /** A module that at least this share of the route modules import goes in the shell chunk. */
  shellShare: number
}

export function bundleByRule(options: BundleRuleOptions) {
  // Made when the build starts. A module loaded on demand (imported dynamically anywhere) is
  // never folded into an importer.
  let plan: BundlePlan = { shell: new Set(), onDemand: new Set(), routes: new Set() }
  // Each file is read once a build, however many modules import it.
  const foldable = new Map<string, boolean>()
  const isSmallAndStateless = (file: string) => {
    let answer = foldable.get(file)
    if (answer === undefined) {
      answer =
        statSync(file).size <= options.foldMaxBytes && isStateless(readFileSync(file, 'utf8'))
      foldable.set(file, answer)
    }
    return answer
  }
  const isFoldable = (file: string) =>
    !/[\\/]node_modules[\\/]/.test(file) &&
    /\.[jt]sx?$/.test(file) &&
    !/\.server\./.test(file) &&
    !plan.shell.has(file) &&
    !plan.onDemand.has(file) &&
    !plan.routes.has(file) &&
    isSmallAndStateless(file)

  const plugin: Plugin = {
    name: 'fieldhouse:bundle-by-rule',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      if (this.environment.name !== 'client') return
      foldable.clear()
      plan = await planBundle({
        root: options.root,
        routes: options.routes(),
        shellShare: options.shellShare,
        importsOf: async (file) => {
          const resolveAll = async (specifiers: string[]) => {
            const files: string[] = []
            for (const specifier of specifiers) {
              const resolved = await this.resolve(specifier, file, { skipSelf: true })
              const next = resolved?.id.split('?')[0]
              if (next && !resolved.external && !/node_modules/.test(next)) files.push(next)
            }
            return files
          }
          const { statics, dynamics } = importsOf(file)
          return { statics: await resolveAll(statics), dynamics: await resolveAll(dynamics) }
        },
      })
    },
    async resolveId(source, importer, resolveOptions) {
      if (!importer || this.environment.name !== 'client') return null
      // A package is never folded (our workspace packages aside): leave its resolution to the
      // others.
      if (!/^(?:[./~]|@fieldhouse\/)/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
      if (!resolved || resolved.external) return null
      const file = resolved.id.split('?')[0] ?? ''
      if (!isFoldable(file)) return null
      // The importer's whole id: a copy folded into a copy belongs to that copy alone.
      const owner = createHash('sha1').update(importer).digest('hex').slice(0, 12)
      return `${file}?fold=${owner}`
    },
  }
  return {
    plugin,
    /** Whether a module (a resolved id) belongs in the shell chunk. */
    isShellModule: (id: string) => plan.shell.has(id),
  }
}

export type BundlePlan = { shell: Set<string>; onDemand: Set<string>; routes: Set<string> }

/**
 * The shell (what the root imports, and what at least `shellShare` of the route modules import)
 * and the modules some file imports dynamically, from each file's resolved imports.
 */
export async function planBundle(options: {
  root: string
  routes: string[]
  shellShare: number
  importsOf: (file: string) => Promise<{ statics: string[]; dynamics: string[] }>
}): Promise<BundlePlan> {
  const onDemand = new Set<string>()
  const statics = new Map<string, string[]>()
  const closure = async (start: string): Promise<Set<string>> => {
    const seen = new Set<string>()
    const pending = [start]
    while (pending.length > 0) {
      const file = pending.pop() as string
      if (seen.has(file)) continue
      seen.add(file)
      let next = statics.get(file)
      if (!next) {
        const imports = await options.importsOf(file)
        for (const target of imports.dynamics) onDemand.add(target)
        next = imports.statics
        statics.set(file, next)
      }
      pending.push(...next)
    }
    return seen
  }
  const shell = await closure(options.root)
  const routes = new Set(options.routes)
  const counts = new Map<string, number>()
  for (const route of routes) {
    for (const file of await closure(route)) counts.set(file, (counts.get(file) ?? 0) + 1)
  }
  const widely = Math.ceil(routes.size * options.shellShare)
  for (const [file, count] of counts) {
    if (count >= widely && !routes.has(file)) shell.add(file)
  }
  return { shell, onDemand, routes }
}

// Import and re-export specifiers, static and dynamic (type-only ones cost nothing and are
// skipped). A .server module never reaches the browser: React Router removes it.
function importsOf(file: string): { statics: string[]; dynamics: string[] } {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return { statics: [], dynamics: [] }
  }
  const browser = (specifier: string | undefined): specifier is string =>
    Boolean(specifier) && !/\.server(\.|$)/.test(specifier as string)
  const statics = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
  ]
    .map((match) => match[1])
    .filter(browser)
  const dynamics = [...source.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)]
    .map((match) => match[1])
    .filter(browser)
  return { statics, dynamics }
}

/**
 * Whether a module's copies would behave as one: no React context and nothing kept at module
 * level (a `let`, or a Map, WeakMap or Set made when the module loads).
 */
export function isStateless(source: string): boolean {
  return !/createContext\(|^(?:export\s+)?(?:let|var)\s|^(?:export\s+)?const\s+\w+\s*(?::[^=]+)?=\s*new\s+(?:Weak)?(?:Map|Set)\b/m.test(
    source,
  )
}
