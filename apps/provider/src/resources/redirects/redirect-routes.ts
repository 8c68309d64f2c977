import type { RedirectsResponse } from '@fieldhouse/contract/redirects'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { redirects, stories } from '../../db/schema'
import { sameTenantRow } from '../../db/tenant-rows'
import { toStoryPath } from '../stories/story-resources'

// GET /Redirects: every rule of the tenant, in id order (the website lets the first rule for a
// path win). A rule to a story is written with the story's address now; one whose story is gone
// is left out rather than sent pointing nowhere.
export const redirectRoutes = new Hono<AppEnv>().get('/redirects', (c) => {
  const tenantId = c.var.tenant.id
  const rows = c.var.db
    .select({ from: redirects.fromPath, to: redirects.to, date: stories.date, slug: stories.slug })
    .from(redirects)
    .leftJoin(stories, sameTenantRow(stories, redirects.tenantId, redirects.storyId))
    .where(eq(redirects.tenantId, tenantId))
    .orderBy(asc(redirects.id))
    .all()
  const body: RedirectsResponse = rows.flatMap((row) => {
    const to = row.to ?? (row.date && row.slug ? toStoryPath(row.date, row.slug) : null)
    return to === null ? [] : [{ from: row.from, to }]
  })
  return c.json(body)
})
