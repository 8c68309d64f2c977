import { useRouteLoaderData } from 'react-router'

import type { loader as rootLoader } from '~/root'

import type { ShellData } from './shell-data.server'

/**
 * The shell's data (site identity, sports, navigation ...) from the root loader, typed. Every
 * route renders below the root, so it is always there; only the root's own error boundary, which
 * renders when the root failed, must use useOptionalShell.
 */
export function useShell(): ShellData {
  const shell = useOptionalShell()
  if (!shell) throw new Error('useShell() is only available below the root route')
  return shell
}

export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData<typeof rootLoader>('root')
}

/** The same, in a meta function: the root is always the first match. */
export function getShell(matches: RootMatches): ShellData | undefined {
  return matches[0]?.loaderData
}

export type RootMatches = readonly [{ loaderData?: ShellData } | undefined, ...unknown[]]
