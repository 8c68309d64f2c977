import {
  StatLeaderCategorySchema,
  StatLeaderSchema,
  StatLeadersResponseSchema,
  type StatLeaderResource,
} from '@fieldhouse/contract/stat-leaders'
import type { ClientContext } from './context'
import { toReadableItems } from './page'
import { quietFallbackBy } from './quiet-fallback'
import { orNull } from './rosters-parts'
import { readableAs } from './story'
import type { CallOptions } from './transport'

// A sport's season leaders (GET /Stats/{sportSlug}/leaders, own design: docs/decisions/035) for
// the sport home's leaders block. A secondary section (SPEC 8): a failure, garbage or 204
// answers null (a failure logged once per cache period); a category or leader the client
// cannot read is dropped alone, a category left without leaders too.

const LABEL = 'stat leaders repository'

export type StatLeader = {
  rosterPlayerId: number
  firstName: string
  lastName: string
  uniform: string | null
  /** As sent: ".348", "12", "18.4". */
  value: string
}

export type StatLeaderCategory = { key: string; label: string; leaders: StatLeader[] }

export type StatLeaders = {
  /** The season the leaders are of ("2026", "2026-27"): not always the current one. */
  seasonTitle: string
  year: number
  categories: StatLeaderCategory[]
}

/** First and last name: the sent ones, else read from "Last, First". */
function toLeader(resource: StatLeaderResource): StatLeader | null {
  const [last = '', first = ''] = resource.name.split(',').map((part) => part.trim())
  const firstName = orNull(resource.firstName)?.trim() || first
  const lastName = orNull(resource.lastName)?.trim() || last
  const value = resource.value.trim()
  if (!lastName || !value) return null
  return {
    rosterPlayerId: resource.rosterPlayerId,
    firstName,
    lastName,
    uniform: orNull(resource.uniform)?.trim() || null,
    value,
  }
}

export function statLeadersResource(context: ClientContext) {
  const { logger } = context
  const leader = readableAs(StatLeaderSchema, toLeader)
  const category = StatLeaderCategorySchema.transform(
    (raw): StatLeaderCategory => ({
      key: raw.key,
      label: raw.label,
      leaders: toReadableItems(raw.leaders, leader, logger, LABEL),
    }),
  )
  const schema = StatLeadersResponseSchema.transform(
    (raw): StatLeaders => ({
      seasonTitle: raw.seasonTitle,
      year: raw.year,
      categories: toReadableItems(raw.categories, category, logger, LABEL).filter(
        (entry) => entry.leaders.length > 0,
      ),
    }),
  )
  const read = quietFallbackBy(
    context,
    (sportSlug: string) => ({
      label: LABEL,
      path: `/Stats/${encodeURIComponent(sportSlug)}/leaders`,
      schema,
    }),
    null,
  )
  return {
    /** The sport's leaders of its current (or latest played) season; null when there are none. */
    async getStatLeaders(
      sportSlug: string,
      options: CallOptions = {},
    ): Promise<StatLeaders | null> {
      const leaders = await read(sportSlug, options)
      return leaders && leaders.categories.length > 0 ? leaders : null
    },
  }
}
