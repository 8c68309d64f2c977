import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../app-env'
import { tenants } from '../db/schema'
import { ApiError } from '../errors'

// Every /api call names its tenant in the `tenant` header; missing or unknown -> 400.
export const requireTenant = createMiddleware<AppEnv>(async (c, next) => {
  const slug = c.req.header('tenant')?.trim()
  if (!slug) throw new ApiError(400, 'Missing tenant header')
  const tenant = c.var.db
    .select({ id: tenants.id, slug: tenants.slug })
    .from(tenants)
    .where(eq(tenants.slug, slug.toLowerCase()))
    .get()
  if (!tenant) throw new ApiError(400, 'Unknown tenant')
  c.set('tenant', tenant)
  await next()
})
