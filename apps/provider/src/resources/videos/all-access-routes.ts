import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { tenantRow } from '../../db/tenant-rows'
import { allAccessVideos } from '../../db/schema'
import { ApiError } from '../../errors'
import { getOrigin } from '../../http/origin'
import { getPagingStyle, pageByRank, parseOffsetPaging, toOffsetPage } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryBoolean, parseQueryId } from '../../http/query'
import { sportsById } from '../podcasts/podcast-queries'
import {
  ALL_ACCESS_ORDERS,
  listAllAccessCategories,
  listAllAccessVideos,
  type AllAccessFilters,
  type AllAccessOrder,
  type AllAccessRow,
} from './all-access-queries'
import { toAllAccessVideo, type AllAccessMapping } from './all-access-resources'

// GET /Videos/all-access (v2 `$pageIndex` and `$pageSize` or SPEC 7's `pageSize`; v2.1
// `PageSize`, `After`, `Before`, the cursor the item's rank in the answered order, as /Stories),
// with sportId (0: every sport), categoryId (0: every category), includeAudio (audio-only items
// too), onlyHasCaptions, pinnedMediaId (that item first) and orderBy; a malformed value is a 400.
// GET /Videos/all-access/categories/{type} ('video' or 'audio', any case; else 404) and, own
// design, GET /Videos/all-access/{id} (one item; 204 unknown, 404 malformed), which resolves a
// story's `video.archive`.

function mapping(c: Context<AppEnv>): AllAccessMapping {
  const { db, tenant } = c.var
  return {
    origin: getOrigin(c),
    tenantSlug: tenant.slug,
    sports: sportsById(db, tenant.id),
    categories: new Map(listAllAccessCategories(db, tenant.id).map((row) => [row.id, row])),
  }
}

function parseOrder(c: Context<AppEnv>): AllAccessOrder | undefined {
  const value = getQueryParam(c, 'orderBy')
  if (value === undefined || value === '') return undefined
  const order = ALL_ACCESS_ORDERS.find((name) => name.toLowerCase() === value.toLowerCase())
  if (!order) {
    throw new ApiError(
      400,
      `Query parameter orderBy must be one of ${ALL_ACCESS_ORDERS.join(', ')}`,
    )
  }
  return order
}

function parseFilters(c: Context<AppEnv>): AllAccessFilters {
  return {
    sportId: parseQueryId(c, 'sportId'),
    categoryId: parseQueryId(c, 'categoryId'),
    includeAudio: parseQueryBoolean(c, 'includeAudio'),
    onlyHasCaptions: parseQueryBoolean(c, 'onlyHasCaptions'),
    pinnedMediaId: parseQueryId(c, 'pinnedMediaId'),
    orderBy: parseOrder(c),
  }
}

const CATEGORY_TYPES = new Set(['video', 'audio'])

export const allAccessRoutes = new Hono<AppEnv>()
  .get('/videos/all-access', (c) => {
    const rows = listAllAccessVideos(c.var.db, c.var.tenant.id, parseFilters(c))
    const options = mapping(c)
    const toItem = (row: AllAccessRow) => toAllAccessVideo(row, options)
    if (getPagingStyle(c) === 'cursor') return c.json(pageByRank(c, rows, toItem))
    const page = toOffsetPage(rows, parseOffsetPaging(c, 'pageSize'))
    return c.json({ ...page, items: page.items.map(toItem) })
  })
  .get('/videos/all-access/categories/:type', (c) => {
    const type = c.req.param('type').toLowerCase()
    if (!CATEGORY_TYPES.has(type)) throw new ApiError(404, 'Not found')
    const rows = listAllAccessCategories(c.var.db, c.var.tenant.id)
    return c.json(rows.filter((row) => row.type === type).map(({ id, title }) => ({ id, title })))
  })
  .get('/videos/all-access/:id', (c) => {
    const id = parsePathId(c.req.param('id'))
    const row = tenantRow(c.var.db, allAccessVideos, c.var.tenant.id, id)
    if (!row) return c.body(null, 204)
    return c.json(toAllAccessVideo(row, mapping(c)))
  })
