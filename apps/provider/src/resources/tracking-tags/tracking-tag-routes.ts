import {
  TrackingObjectSchema,
  type TrackingTagResource,
  type TrackingTagSearchResponse,
} from '@fieldhouse/contract/tracking-tag'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { toWireDate } from '../../clock/wire-date'
import type { Db } from '../../db/client'
import { tenantRows } from '../../db/tenant-rows'
import { trackingTags } from '../../db/schema'
import { getQueryParam } from '../../http/query'

type TrackingTagRow = typeof trackingTags.$inferSelect

export type TrackingTagQuery = {
  pageTemplate?: string | undefined
  sportName?: string | undefined
  contentId?: string | undefined
}

function listEnabledTags(db: Db, tenantId: number): TrackingTagRow[] {
  const order = [asc(trackingTags.id)]
  return tenantRows(db, trackingTags, tenantId, [eq(trackingTags.isDisabled, false)], order)
}

// Own design (the real matching rules are not evidenced): a targeting value of null matches
// every page; a set value matches only the same query value, ignoring case. So a call without
// query gets the site-wide tags only.
export function matchesTargeting(row: TrackingTagRow, query: TrackingTagQuery): boolean {
  const matches = (criterion: string | null, value: string | undefined) =>
    criterion === null || (value !== undefined && criterion.toLowerCase() === value.toLowerCase())
  return (
    matches(row.pageTemplate, query.pageTemplate) &&
    matches(row.sportName, query.sportName) &&
    matches(row.contentId, query.contentId)
  )
}

function isRunning(row: TrackingTagRow, now: string): boolean {
  return (
    (row.startDate === null || row.startDate <= now) && (row.endDate === null || now <= row.endDate)
  )
}

function toTrackingObject(value: unknown) {
  return value === null ? null : TrackingObjectSchema.parse(value)
}

export function toTrackingTag(row: TrackingTagRow): TrackingTagResource {
  return {
    id: row.id,
    name: row.name,
    isDisabled: row.isDisabled,
    blockDfpAds: row.blockDfpAds,
    startDate: row.startDate,
    endDate: row.endDate,
    tagHeadCode: row.tagHeadCode,
    tagOpenBodyCode: row.tagOpenBodyCode,
    tagCloseBodyCode: row.tagCloseBodyCode,
    targetingCriteria: {
      id: row.criteriaId,
      tagId: row.id,
      pageTemplate: row.pageTemplate,
      sportName: row.sportName,
      contentId: row.contentId,
    },
    trackingHeadObject: toTrackingObject(row.headObject),
    trackingOpenBodyObject: toTrackingObject(row.openBodyObject),
    trackingCloseBodyObject: toTrackingObject(row.closeBodyObject),
    pageTemplate: row.pageTemplate,
    sportName: row.sportName,
    contentId: row.contentId,
  }
}

export const trackingTagRoutes = new Hono<AppEnv>().get('/trackingtag/search', (c) => {
  const query: TrackingTagQuery = {
    pageTemplate: getQueryParam(c, 'PageTemplate') || undefined,
    sportName: getQueryParam(c, 'SportName') || undefined,
    contentId: getQueryParam(c, 'ContentId') || undefined,
  }
  const now = toWireDate(c.var.now())
  const body: TrackingTagSearchResponse = listEnabledTags(c.var.db, c.var.tenant.id)
    .filter((row) => isRunning(row, now) && matchesTargeting(row, query))
    .map(toTrackingTag)
  return c.json(body)
})
