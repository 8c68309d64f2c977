import type {
  HallOfFameMemberResource,
  HallOfFameResponse,
  HallOfFameSettingsResource,
  HonorGroupingResource,
} from '@fieldhouse/contract/hall-of-fame'
import { asc, desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { hallOfFameMembers } from '../../db/schema'
import { jsonOr204 } from '../../http/json-or-204'
import { getOrigin } from '../../http/origin'
import { parsePathId, parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import { toMediaImage } from '../rosters/roster-resources'
import { toSocialHandles } from '../social-handles'
import { letterOf, parseGrouping } from './honor-groupings'

// GET /HallOfFame/settings, /HallOfFame/grouping, /HallOfFame (provider/README appendix;
// schemas/v2/hallOfFame): every inductee in `members` (newest class first, then by name) and
// the same inductees in `groups`, keyed by induction class, sport (an inductee of two sports is
// in both), graduating class or first letter. Own design: `grouping`, `sportId`,
// /HallOfFame/{id}, `isTeam`, `sportIds`, `hallOfFameSlug`.

type MemberRow = typeof hallOfFameMembers.$inferSelect

export const HALL_OF_FAME_SLUG = 'hall-of-fame'

export const HALL_OF_FAME_GROUPINGS: HonorGroupingResource[] = [
  { slug: 'induction-year', value: 1, name: 'Induction Class', statTitle: 'Class of' },
  { slug: 'sport', value: 2, name: 'Sport', statTitle: 'Sport' },
  { slug: 'class-year', value: 3, name: 'Graduating Class', statTitle: 'Class' },
  { slug: 'alphabetical', value: 4, name: 'Alphabetical', statTitle: 'Name' },
]
const DEFAULT_GROUPING = 'induction-year'
const NO_CLASS = 'Teams and Coaches'

function listMembers(db: Db, tenantId: number, id?: number): MemberRow[] {
  const { inductionYear, lastName, firstName } = hallOfFameMembers
  const order = [desc(inductionYear), asc(lastName), asc(firstName), asc(hallOfFameMembers.id)]
  return tenantRows(db, hallOfFameMembers, tenantId, [eqIfGiven(hallOfFameMembers.id, id)], order)
}

function mapper(c: Context<AppEnv>) {
  const sports = sportsById(c.var.db, c.var.tenant.id)
  const origin = getOrigin(c)
  return (row: MemberRow): HallOfFameMemberResource => {
    const name = row.isTeam ? row.lastName : `${row.firstName} ${row.lastName}`
    return {
      inductionYear: row.inductionYear,
      bio: row.bio,
      id: row.id,
      classYear: row.classYear,
      firstName: row.firstName,
      lastName: row.lastName,
      sports: row.sportIds.flatMap((id) => sports.get(id)?.title ?? []),
      image: toMediaImage(row.imagePath, name, origin),
      social: toSocialHandles(row.twitter, null),
      isTeam: row.isTeam,
      sportIds: row.sportIds,
    }
  }
}

function groupKeys(member: HallOfFameMemberResource, grouping: string): string[] {
  switch (grouping) {
    case 'sport':
      return member.sports
    case 'class-year':
      return [member.classYear == null ? NO_CLASS : String(member.classYear)]
    case 'alphabetical':
      return [letterOf(member.lastName)]
    default:
      return [String(member.inductionYear)]
  }
}

export const hallOfFameRoutes = new Hono<AppEnv>()
  .get('/halloffame/settings', (c) => {
    const body: HallOfFameSettingsResource = {
      clientId: null,
      hallOfFameTitle: 'Athletics Hall of Fame',
      hallOfFameBlurb:
        '<p>The Hall of Fame honours the athletes, coaches and teams who shaped the department.</p>',
      hallOfFameTemplate: null,
      hallOfFameBioTemplate: 'default',
      hallOfFameHideClass: false,
      hallOfFameHideInduction: false,
      hallOfFameDefaultFilter: DEFAULT_GROUPING,
      hallOfFameSlug: HALL_OF_FAME_SLUG,
    }
    return c.json(body)
  })
  .get('/halloffame/grouping', (c) => c.json(HALL_OF_FAME_GROUPINGS))
  .get('/halloffame', (c) => {
    const grouping = parseGrouping(c, HALL_OF_FAME_GROUPINGS, DEFAULT_GROUPING)
    const sportId = parseQueryId(c, 'sportId')
    const toMember = mapper(c)
    const members = listMembers(c.var.db, c.var.tenant.id)
      .filter((row) => sportId === undefined || row.sportIds.includes(sportId))
      .map(toMember)
    const groups: Record<string, HallOfFameMemberResource[]> = {}
    const ordered =
      grouping === 'sport' || grouping === 'alphabetical'
        ? [...members].sort(
            (a, b) =>
              a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
          )
        : members
    for (const member of ordered) {
      for (const key of groupKeys(member, grouping)) (groups[key] ??= []).push(member)
    }
    const body: HallOfFameResponse = { members, groups }
    return c.json(body)
  })
  .get('/halloffame/:id', (c) => {
    const row = listMembers(c.var.db, c.var.tenant.id, parsePathId(c.req.param('id')))[0]
    return jsonOr204(c, row && mapper(c)(row))
  })
