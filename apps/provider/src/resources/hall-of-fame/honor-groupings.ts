import type { HonorGroupingResource } from '@fieldhouse/contract/hall-of-fame'
import type { Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getQueryParam } from '../../http/query'

// The ways an honors list is grouped (GET /HallOfFame/grouping, /AllAmerican/groupings): the
// evidence gives the shape `{slug, value, name, statTitle}` and four entries for the hall; the
// values are own design. `slug` is the site's /honors/{slug}/{grouping}. Lists take the query
// `grouping` as a slug (any case) or a value; anything else is a 400.

export function parseGrouping(
  c: Context<AppEnv>,
  groupings: readonly HonorGroupingResource[],
  fallback: string,
): string {
  const value = getQueryParam(c, 'grouping')?.trim().toLowerCase()
  if (value === undefined || value === '') return fallback
  const found = groupings.find((g) => g.slug === value || String(g.value) === value)
  if (!found) {
    throw new ApiError(
      400,
      `Query parameter grouping must be one of ${groupings.map((g) => g.slug).join(', ')}`,
    )
  }
  return found.slug
}

// First letter of a name for alphabetical groups; a team's name starting with its year is '#'.
export const letterOf = (name: string) => {
  const first = name.trim().charAt(0).toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}
