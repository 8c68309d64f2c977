import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { jsonOr204 } from '../../http/json-or-204'
import { findSportByName } from '../rosters/roster-queries'
import { renderCumeStatsPdf } from './cume-stats-pdf'
import { getCumeStats } from './cume-stats-queries'

// GET /Stats/{sportSlug}/season/{year} and .../pdf: a sport's cumulative season stats as JSON
// and as a printable PDF (own design: README 3.6 finds no such endpoint). {year} is the first
// year of the season's title, like /Stats/bio's. A malformed year: 400; a sport naming nothing:
// 404; a season without stats (none kept, no roster that year, no games yet): 204.

function load(c: Context<AppEnv>) {
  const year = c.req.param('year') ?? ''
  if (!/^\d{4}$/.test(year)) throw new ApiError(400, 'The year must be four digits')
  const { db, tenant } = c.var
  const sport = findSportByName(db, tenant.id, c.req.param('sportSlug') ?? '')
  if (!sport) throw new ApiError(404, 'Not found')
  return getCumeStats(db, tenant.id, sport, Number(year))
}

export const cumeStatsRoutes = new Hono<AppEnv>()
  .get('/stats/:sportSlug/season/:year', (c) => {
    const stats = load(c)
    return jsonOr204(c, stats)
  })
  .get('/stats/:sportSlug/season/:year/pdf', async (c) => {
    const stats = load(c)
    if (!stats) return c.body(null, 204)
    const pdf = await renderCumeStatsPdf(stats)
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${stats.sport.globalSportNameSlug ?? 'stats'}-${stats.year}-stats.pdf"`,
    })
  })
