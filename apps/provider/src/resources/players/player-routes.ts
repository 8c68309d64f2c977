import type {
  PlayerHistoryResource,
  PlayerSearchResultResource,
} from '@fieldhouse/contract/players'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getOrigin } from '../../http/origin'
import { pageList } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId } from '../../http/query'
import {
  findRoster,
  latestRosterPlayerIds,
  listPlayerSeasons,
  listRosterPlayers,
  type PlayerSeason,
} from '../rosters/roster-queries'
import { toMediaImage, toRosterPlayerResource } from '../rosters/roster-resources'
import { sportsById } from '../podcasts/podcast-queries'
import { toPlayerUrl } from '../site-urls'
import { toPlayerBioResource } from './player-bio-resource'
import { listStatsSeasons } from './stats-seasons'
import { groupBy } from '../../group-by'

// GET /Players/roster/{rosterId} (paged), /Players/roster/bio/{rosterPlayerId}, /Players/history
// (paged) and /Players/search?searchText= (provider/README 3.3, 4.6, 4.7).

const PlayerCursorKeySchema = z.object({ Rank: z.number().int(), Id: z.number().int() })
const HistoryCursorKeySchema = z.object({
  LastName: z.string(),
  FirstName: z.string(),
  PlayerId: z.number().int(),
})

const SEARCH_LIMIT = 25

type Person = { seasons: PlayerSeason[]; newest: PlayerSeason }

// Public seasons grouped by person, in name order (the order the cursor key compares in).
function listPeople(c: { var: AppEnv['Variables'] }, sportId: number | undefined): Person[] {
  const rows = listPlayerSeasons(c.var.db, c.var.tenant.id, {})
  const byPerson = groupBy(
    rows.filter((row) => sportId === undefined || row.p.sportId === sportId),
    (row) => row.p.id,
  )
  const people = [...byPerson.values()].flatMap((seasons) =>
    seasons[0] ? [{ seasons, newest: seasons[0] }] : [],
  )
  const key = (person: Person) => [person.newest.p.lastName, person.newest.p.firstName] as const
  return people.sort((a, b) => {
    const [al, af] = key(a)
    const [bl, bf] = key(b)
    if (al !== bl) return al < bl ? -1 : 1
    if (af !== bf) return af < bf ? -1 : 1
    return a.newest.p.id - b.newest.p.id
  })
}

// A roster entry flagged `hide` is unpublished: the public bio answers 204 for it as for an
// unknown id, and its seasons stay out of the history. The preview shows every season.
function playerBio(c: Context<AppEnv>, { preview }: { preview: boolean }): Response {
  const { db, tenant } = c.var
  const rosterPlayerId = parsePathId(c.req.param('rosterPlayerId'))
  const seasons = listPlayerSeasons(db, tenant.id, { rosterPlayerId, includeHidden: true })
  const current = seasons.find((row) => row.rp.id === rosterPlayerId)
  const roster = current && findRoster(db, tenant.id, current.rp.rosterId)
  if (!current || !roster || (current.rp.hide && !preview)) return c.body(null, 204)
  const latest = latestRosterPlayerIds(db, tenant.id, [current.p.id])
  const shown = preview ? seasons : seasons.filter((row) => !row.rp.hide)
  return c.json(
    toPlayerBioResource(
      current,
      roster,
      shown,
      listStatsSeasons(db, tenant.id, shown),
      latest.get(current.p.id),
      getOrigin(c),
    ),
  )
}

export const playerRoutes = new Hono<AppEnv>()
  .get('/players/roster/bio/:rosterPlayerId', (c) => playerBio(c, { preview: false }))
  // The editors' preview (app.ts requires a signed-in editor): the same body, for hidden entries.
  .get('/hidden/players/roster/bio/:rosterPlayerId', (c) => playerBio(c, { preview: true }))
  .get('/players/roster/:rosterId', (c) => {
    const { db, tenant } = c.var
    const roster = findRoster(db, tenant.id, parsePathId(c.req.param('rosterId')))
    if (!roster) return c.body(null, 204)
    const rows = listRosterPlayers(db, tenant.id, [roster.roster.id]).get(roster.roster.id) ?? []
    const latest = latestRosterPlayerIds(
      db,
      tenant.id,
      rows.map((row) => row.p.id),
    )
    const origin = getOrigin(c)
    return c.json(
      pageList(c, rows, {
        cursorKey: PlayerCursorKeySchema,
        toCursorKey: (row) => ({ Rank: row.rp.rank, Id: row.rp.id }),
        toItem: (row) => toRosterPlayerResource(row, roster.sport, latest.get(row.p.id), origin),
      }),
    )
  })
  .get('/players/history', (c) => {
    const sportId = parseQueryId(c, 'SportId')
    const lastNameStart = getQueryParam(c, 'lastNameStart')?.trim().toLowerCase() ?? ''
    const nameSearch = getQueryParam(c, 'nameSearch')?.trim().toLowerCase() ?? ''
    const people = listPeople(c, sportId).filter(({ newest: { p } }) => {
      const name = `${p.firstName} ${p.lastName}`.toLowerCase()
      return p.lastName.toLowerCase().startsWith(lastNameStart) && name.includes(nameSearch)
    })
    const sportOf = sportsById(c.var.db, c.var.tenant.id)
    const origin = getOrigin(c)
    return c.json(
      pageList(c, people, {
        cursorKey: HistoryCursorKeySchema,
        toCursorKey: ({ newest: { p } }) => ({
          LastName: p.lastName,
          FirstName: p.firstName,
          PlayerId: p.id,
        }),
        toItem: ({ seasons, newest }): PlayerHistoryResource => {
          const sport = sportOf.get(newest.p.sportId)
          const name = `${newest.p.firstName} ${newest.p.lastName}`
          return {
            playerId: newest.p.id,
            firstName: newest.p.firstName,
            lastName: newest.p.lastName,
            seasons: seasons
              .map((row) => row.season.title)
              .reverse()
              .join(', '),
            rosterPlayerId: newest.rp.id,
            sportName: sport?.title ?? '',
            sportSlug: sport?.globalSportNameSlug ?? '',
            image: toMediaImage(newest.rp.image, name, origin),
            sportId: newest.p.sportId,
          }
        },
      }),
    )
  })
  .get('/players/search', (c) => {
    const text = getQueryParam(c, 'searchText')?.trim().toLowerCase()
    if (!text) throw new ApiError(400, 'Query parameter searchText is required')
    const sportOf = sportsById(c.var.db, c.var.tenant.id)
    const results: PlayerSearchResultResource[] = listPeople(c, undefined)
      .filter(({ newest: { p } }) => `${p.firstName} ${p.lastName}`.toLowerCase().includes(text))
      .slice(0, SEARCH_LIMIT)
      .map(({ newest: { p, rp } }) => {
        const sport = sportOf.get(p.sportId)
        return {
          id: rp.id,
          text: `${p.firstName} ${p.lastName}`,
          imagePath: rp.image ?? '',
          sportTitle: sport?.title ?? null,
          url: sport ? toPlayerUrl(sport.globalSportNameSlug, p, rp.id) : null,
        }
      })
    return c.json(results)
  })
