/** SPEC 9: minimum viewport width in pixels of each size class. */
export const BREAKPOINTS = { xs: 540, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1440 } as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** SPEC 9 "fallback sm": used below xs and whenever the width is unknown (the server never knows it, docs/decisions/031). */
export const FALLBACK_BREAKPOINT: Breakpoint = 'sm'

/** SPEC 9: the width from which the desktop layout (top ad slot, desktop navigation) applies. */
export const LAYOUT_BREAKPOINT: Breakpoint = 'md'

const LARGEST_FIRST: readonly Breakpoint[] = ['2xl', 'xl', 'lg', 'md', 'sm', 'xs']

/**
 * The largest size class whose minimum is at or below `width`. Widths below xs (540 px) and
 * unknown widths give the SPEC's fallback 'sm', so 'xs' only ever means 540-639 px.
 */
export function getBreakpoint(width: number | null | undefined): Breakpoint {
  if (width === null || width === undefined || !Number.isFinite(width)) return FALLBACK_BREAKPOINT
  return LARGEST_FIRST.find((name) => width >= BREAKPOINTS[name]) ?? FALLBACK_BREAKPOINT
}

export function isBreakpoint(value: unknown): value is Breakpoint {
  return typeof value === 'string' && Object.hasOwn(BREAKPOINTS, value)
}

/** Reads a size class from a stored value; anything else gives the fallback. */
export function parseBreakpoint(value: unknown): Breakpoint {
  return isBreakpoint(value) ? value : FALLBACK_BREAKPOINT
}

/** True when the size class is `min` or larger, e.g. isAtLeast(size, LAYOUT_BREAKPOINT). */
export function isAtLeast(size: Breakpoint, min: Breakpoint): boolean {
  return BREAKPOINTS[size] >= BREAKPOINTS[min]
}
