import { court, pool, rink, tennis } from './venue-courts'
import { diamond, football, pitch, track } from './venue-fields'
import type { Surface } from './venue-surface-kit'

// Playing surfaces drawn in their real dimensions on a Plane, so one drawing serves both the
// perspective hero picture and the top-down close-up.

export type SurfaceKind =
  | 'football'
  | 'court'
  | 'rink'
  | 'pool'
  | 'tennis'
  | 'pitch'
  | 'diamond'
  | 'track'

export const SURFACES: Record<SurfaceKind, Surface> = {
  football,
  court,
  rink,
  pool,
  tennis,
  pitch,
  diamond,
  track,
}
