import { readFileSync, statSync } from 'node:fs'

import type { Plugin } from 'vite'

// Bundling by rule (issue 18): a small screen part that several screens share is folded into
// the chunks that use it. Each importing module gets its own copy (the same source under a
// distinct module id), so the bundler puts the part in the importer's chunk instead of a chunk
// of its own that every page using it must ask for before it can start (a 363-byte sport band
// was one more request on seven pages). Never folded: the shell chunk's modules and everything
// they import (walked when the build starts from app/root.tsx and the shell group's files),
// which every page shares, and a module that keeps state (a context, a module-level variable
// or cache), whose copies would not share it. Only the browser build; the server's is as it was.
export function foldSmallShared(options: {
  /** The largest source, in bytes, that is folded. */
  maxBytes: number
  /** Modules that may be folded at all (the app's own screen parts). */
  isCandidate: (file: string) => boolean
  /** The modules whose imports travel in the shell chunk: app/root.tsx and the shell group's. */
  shellEntries: () => string[]
}): Plugin {
  const shell = new Set<string>()
  // Each file is read once a build, however many modules import it.
  const foldable = new Map<string, boolean>()
  const isSmallAndStateless = (file: string) => {
    let answer = foldable.get(file)
    if (answer === undefined) {
      answer = statSync(file).size <= options.maxBytes && isStateless(readFileSync(file, 'utf8'))
      foldable.set(file, answer)
    }
    return answer
  }
  return {
    name: 'fieldhouse:fold-small-shared',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      if (this.environment.name !== 'client') return
      shell.clear()
      foldable.clear()
      const pending = options.shellEntries()
      while (pending.length > 0) {
        const file = pending.pop() as string
        if (shell.has(file)) continue
        shell.add(file)
        for (const specifier of importsOf(file)) {
          const resolved = await this.resolve(specifier, file, { skipSelf: true })
          const next = resolved?.id.split('?')[0]
          if (next && !resolved.external && !/node_modules/.test(next)) pending.push(next)
        }
      }
    },
    async resolveId(source, importer, resolveOptions) {
      if (!importer || this.environment.name !== 'client') return null
      // A package is never the app's own component: leave its resolution to the others.
      if (!/^[./~]/.test(source)) return null
      const resolved = await this.resolve(source, importer, { ...resolveOptions, skipSelf: true })
      if (!resolved || resolved.external) return null
      const file = resolved.id.split('?')[0] ?? ''
      if (shell.has(file) || !options.isCandidate(file) || !isSmallAndStateless(file)) return null
      const owner = (importer.split('?')[0] ?? '').replace(/\W/g, '_')
      return `${file}?fold=${owner}`
    },
  }
}

// Static import and re-export specifiers (type-only ones cost nothing and are skipped).
function importsOf(file: string): string[] {
  let source: string
  try {
    source = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  const specifiers: string[] = []
  for (const match of source.matchAll(
    /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm,
  )) {
    // A .server module never reaches the browser: React Router removes it.
    if (match[1] && !/\.server(\.|$)/.test(match[1])) specifiers.push(match[1])
  }
  return specifiers
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
