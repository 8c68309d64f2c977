import { getSportKeyFromParams } from '@fieldhouse/domain/current-sport'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { notFound, requireLoaded } from './loaded'
import { requireSlug } from './params'
import { provider } from './provider.server'
import { toSportSummary, type SportSummary } from './sport-summary'

/** A sport page's sport: the entity, and `summary`, what the page sends to the browser. */
export type SportOfPage = Sport & { readonly summary: SportSummary }

/**
 * The sport a sport page's URL names (the sportSlug, slug or globalSportNameSlug parameter, SPEC
 * 2.2): 404 when no real sport has that slug or short name, 503 when the sports cannot be loaded,
 * so an outage never passes for a missing sport. With it, `summary`: the sport as every page
 * sends it to the browser, under the entity's own names (decision 008), so no page builder
 * projects or renames it again (`sport: sport.summary`; the slug is `globalSportNameSlug`).
 */
export async function requireSport(
  params: Record<string, string | undefined>,
  signal: AbortSignal,
): Promise<SportOfPage> {
  const key = requireSlug(getSportKeyFromParams(params) ?? undefined)
  const sports = requireLoaded(await provider.loadSports({ signal }))
  const sport = findSportBySlug(sports, key)
  if (!sport || sport.nonSport) throw notFound()
  // A copy: the entity is shared by the response cache and must not change.
  return { ...sport, summary: toSportSummary(sport) }
}
