import { useRouteLoaderData } from 'react-router'

import type { Promotion } from '@fieldhouse/provider-client/promotions'

import { unpack } from '~/render'
import type { SportSummary } from '~/utils/sport-summary'

import type { ShellNavItem } from './nav-children'
import { getNavItems } from './nav-payload'
import type { ShellLoaderData } from './shell-data.server'

/**
 * The shell's data decoded: the menus travel as compact payloads (nav-payload.ts), the sports and
 * sponsors as JSON strings (render/packed.ts).
 */
export type ShellData = Omit<
  ShellLoaderData,
  'navigation' | 'sportNavigation' | 'sports' | 'sponsors'
> & {
  navigation: ShellNavItem[]
  sportNavigation: ShellNavItem[]
  sports: SportSummary[]
  sponsors: Promotion | null
}

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
  // Typed by the shell's part of the root's answer, not by the root module, which imports the
  // shell: the root loader returns getShellData's answer (root.tsx).
  const data = useRouteLoaderData<ShellLoaderData>('root')
  return data ? toShellData(data) : undefined
}

// One decoded object per loader answer, so every reader of a page's shell gets the same arrays.
const decoded = new WeakMap<ShellLoaderData, ShellData>()

export function toShellData(data: ShellLoaderData): ShellData {
  let shell = decoded.get(data)
  if (!shell) {
    shell = {
      ...data,
      navigation: getNavItems(data.navigation),
      sportNavigation: getNavItems(data.sportNavigation),
      sports: unpack(data.sports),
      sponsors: unpack(data.sponsors),
    }
    decoded.set(data, shell)
  }
  return shell
}
