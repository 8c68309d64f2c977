import { href } from 'react-router'

/** The historical roster: every sport's (null), or one sport's by its global slug. */
export function historicalRosterPath(sportSlug: string | null): string {
  return sportSlug === null
    ? href('/historical-roster')
    : href('/sports/:globalSportNameSlug/historical-roster', { globalSportNameSlug: sportSlug })
}
