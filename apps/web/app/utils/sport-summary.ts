import type { Sport } from '@fieldhouse/provider-client/sports'

/**
 * The part of a sport that pages and the shell send to the browser, under the entity's own
 * names (docs/decisions/008): one projection, so no loader renames a sport's fields again.
 */
export type SportSummary = Pick<
  Sport,
  'id' | 'title' | 'shortName' | 'globalSportNameSlug' | 'gender'
>

export function toSportSummary(sport: Sport): SportSummary {
  return {
    id: sport.id,
    title: sport.title,
    shortName: sport.shortName,
    globalSportNameSlug: sport.globalSportNameSlug,
    gender: sport.gender,
  }
}
