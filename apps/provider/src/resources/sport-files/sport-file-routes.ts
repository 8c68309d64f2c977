import type { SportFileResource } from '@fieldhouse/contract/sport-files'
import { and, desc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { sportFiles } from '../../db/schema'
import { ApiError, errorBody } from '../../errors'
import { getClientAddress } from '../../http/client-address'
import { jsonOr204 } from '../../http/json-or-204'
import { pageByRank } from '../../http/paging'
import { parseQueryId } from '../../http/query'
import { getMediaFile } from '../media-files/media-file-queries'
import { serveBytes } from '../media-files/serve-bytes'
import { sportsById } from '../podcasts/podcast-queries'
import { toSlugSport } from '../sports/sport-resource'
import { createAccessAttempts, type AccessAttempts } from './access-attempts'
import { requireAccessCode } from './access-code'

// Sport files (own design; the site's /sports/{year}/{month}/{day}/{filename}): GET /SportFiles
// (sportId, paged; public files), /SportFiles/{y}/{m}/{d}/{filename} (metadata) and .../file
// (bytes). Each access level answers on its own path: public files here; any file under
// /Hidden/SportFiles/... (app.ts requires a signed-in editor); protected files under
// /Protected/SportFiles/... with the item's code in `X-Access-Code` (access-code.ts, which
// /Protected/Forms uses too): without it or with a wrong one, 403 and never the file; after 10
// wrong codes per item and client address in 15 minutes, 429 (access-attempts.ts). Names are
// matched against the table only, so no path reaches a filesystem; an unsafe name is a 404.

type Access = (typeof sportFiles.$inferSelect)['access']
type SportFileRow = typeof sportFiles.$inferSelect

const FILE_NAME = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/

function parseFileKey(c: Context<AppEnv>): { day: string; fileName: string } {
  const { year = '', month = '', day = '', filename = '' } = c.req.param()
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  const parsed = new Date(`${text}T00:00:00Z`)
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().startsWith(text) &&
    filename.length <= 100 &&
    FILE_NAME.test(filename)
  if (!valid) throw new ApiError(404, 'Not found')
  return { day: text, fileName: filename }
}

function findFile(c: Context<AppEnv>, allowed: readonly Access[]): SportFileRow | null {
  const { day, fileName } = parseFileKey(c)
  const sportId = parseQueryId(c, 'sportId')
  const row = c.var.db
    .select()
    .from(sportFiles)
    .where(
      and(
        eq(sportFiles.tenantId, c.var.tenant.id),
        eq(sportFiles.day, day),
        eq(sportFiles.fileName, fileName),
      ),
    )
    .get()
  if (!row || !allowed.includes(row.access)) return null
  return sportId === undefined || row.sportId === sportId ? row : null
}

function toResource(c: Context<AppEnv>, row: SportFileRow, prefix: string): SportFileResource {
  const sport = sportsById(c.var.db, c.var.tenant.id).get(row.sportId)
  const file = getMediaFile(c.var.db, c.var.tenant.id, row.filePath)
  const dated = `${row.day.slice(0, 4)}/${Number(row.day.slice(5, 7))}/${Number(row.day.slice(8, 10))}/${row.fileName}`
  const site = { public: '/sports', hidden: '/hidden/sports', protected: '/protected/sports' }
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    fileName: row.fileName,
    day: row.day,
    created: row.created,
    url: `${site[row.access]}/${dated}`,
    fileUrl: `${prefix}/${dated}/file`,
    contentType: file?.contentType ?? 'application/octet-stream',
    size: file?.body.length ?? 0,
    access: row.access,
    sport: toSlugSport(row.sportId, sport),
  }
}

function answerFile(c: Context<AppEnv>, row: SportFileRow | null, cacheControl: string) {
  const file = row ? getMediaFile(c.var.db, c.var.tenant.id, row.filePath) : null
  if (!row || !file) throw new ApiError(404, 'Not found')
  return serveBytes(c, file, { fileName: row.fileName, cacheControl })
}

const DATED = ':year/:month/:day/:filename'
const PRIVATE = 'private, no-store'

// A protected file's code, with the attempt limit (access-attempts.ts): per tenant, item (its
// dated name, known or not, so guessing names counts too) and client address. Null when the
// code is right; a 429 with Retry-After when the limit is reached, whatever the code; a missing
// code is a 403 that counts for nothing, a wrong one a 403 that counts.
function checkAccessCode(
  c: Context<AppEnv>,
  attempts: AccessAttempts,
  row: SportFileRow | null,
): Response | null {
  const { year, month, day, filename } = c.req.param()
  const item = `${year}/${month}/${day}/${filename ?? ''}`.toLowerCase()
  const key = `${c.var.tenant.id}:${item}:${getClientAddress(c)}`
  const now = c.var.now().getTime()
  const wait = attempts.blockedFor(key, now)
  if (wait !== null) {
    const body = errorBody(429, 'Too many wrong access codes: try again later', c.var.requestId)
    return c.json(body, 429, { 'retry-after': String(wait), 'cache-control': 'no-store' })
  }
  try {
    requireAccessCode(c, row?.accessCodeHash, 'file')
  } catch (error) {
    if (c.req.header('x-access-code')) attempts.fail(key, now)
    throw error
  }
  return null
}

// One set of attempts per app (createApp mounts this once), so tests start from none.
export const createSportFileRoutes = (attempts: AccessAttempts = createAccessAttempts()) =>
  new Hono<AppEnv>()
    .get('/sportfiles', (c) => {
      const sportId = parseQueryId(c, 'sportId')
      const where = [eq(sportFiles.tenantId, c.var.tenant.id), eq(sportFiles.access, 'public')]
      if (sportId !== undefined) where.push(eq(sportFiles.sportId, sportId))
      const rows = c.var.db
        .select()
        .from(sportFiles)
        .where(and(...where))
        .orderBy(desc(sportFiles.created), desc(sportFiles.id))
        .all()
      return c.json(pageByRank(c, rows, (row) => toResource(c, row, '/api/v2/SportFiles')))
    })
    .get(`/sportfiles/${DATED}`, (c) => {
      const row = findFile(c, ['public'])
      return jsonOr204(c, row && toResource(c, row, '/api/v2/SportFiles'))
    })
    .get(`/sportfiles/${DATED}/file`, (c) =>
      answerFile(c, findFile(c, ['public']), 'public, max-age=300'),
    )
    .get(`/hidden/sportfiles/${DATED}`, (c) => {
      const row = findFile(c, ['public', 'hidden', 'protected'])
      return jsonOr204(c, row && toResource(c, row, '/api/v2/Hidden/SportFiles'))
    })
    .get(`/hidden/sportfiles/${DATED}/file`, (c) =>
      answerFile(c, findFile(c, ['public', 'hidden', 'protected']), PRIVATE),
    )
    .get(`/protected/sportfiles/${DATED}`, (c) => {
      // Without the right code no answer says whether such a file exists: an unknown file
      // refuses every code as a wrong one.
      const row = findFile(c, ['protected'])
      const refused = checkAccessCode(c, attempts, row)
      if (refused) return refused
      if (!row) return c.body(null, 204)
      c.header('Cache-Control', PRIVATE)
      return c.json(toResource(c, row, '/api/v2/Protected/SportFiles'))
    })
    .get(`/protected/sportfiles/${DATED}/file`, (c) => {
      const row = findFile(c, ['protected'])
      return checkAccessCode(c, attempts, row) ?? answerFile(c, row, PRIVATE)
    })
