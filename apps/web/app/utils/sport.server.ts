import { getSportKeyFromParams } from '@fieldhouse/domain/current-sport'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { notFound, requireLoaded } from './loaded'
import { requireSlug } from './params'
import { provider } from './provider.server'

/**
 * The sport a sport page's URL names (the sportSlug, slug or globalSportNameSlug parameter, SPEC
 * 2.2): 404 when no real sport has that slug or short name, 503 when the sports cannot be loaded,
 * so an outage never passes for a missing sport. The returned entity is shared by the response
 * cache: read it, do not change it.
 */
export async function requireSport(
  params: Record<string, string | undefined>,
  signal: AbortSignal,
): Promise<Sport> {
  const key = requireSlug(getSportKeyFromParams(params) ?? undefined)
  const sports = requireLoaded(await provider.loadSports({ signal }))
  const sport = findSportBySlug(sports, key)
  if (!sport || sport.nonSport) throw notFound()
  return sport
}
