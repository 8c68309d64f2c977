import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { redirects, stories } from '../db/schema'
import type { TenantDefinition } from './tenant-definition'

// The demo route rules (GET /Redirects): what a school moving from its older site keeps, an old
// campaign page that now is a story, a renamed page, a page that moved to a partner's site, and
// the rules a careless editor leaves behind (a chain, a loop, an unsafe target), which the
// website must survive.
export function buildRedirects(
  definition: TenantDefinition,
  storyId: number | null,
): (typeof redirects.$inferInsert)[] {
  const tenantId = definition.tenantId
  const rules: Omit<typeof redirects.$inferInsert, 'tenantId' | 'id'>[] = [
    { fromPath: '/tickets-old', to: '/tickets' },
    { fromPath: '/season-tickets', to: '/tickets-old' },
    { fromPath: '/store', to: `https://shop.${definition.slug}.example/` },
    { fromPath: '/camps', to: `https://camps.${definition.slug}.example/summer` },
    { fromPath: '/donate', to: '/loop-donate' },
    { fromPath: '/loop-donate', to: '/donate' },
    { fromPath: '/unsafe-rule', to: 'javascript:alert(1)' },
  ]
  if (storyId !== null) {
    rules.unshift({ fromPath: '/campaign/owls-rising', to: null, storyId })
  }
  return rules.map((rule, n) => ({ tenantId, id: n + 1, ...rule }))
}

// After the stories: the campaign rule points at the newest feature story.
export function seedRedirects(db: Db, definition: TenantDefinition): void {
  const story = db
    .select({ id: stories.id })
    .from(stories)
    .where(
      and(
        eq(stories.tenantId, definition.tenantId),
        isNull(stories.type),
        eq(stories.published, true),
      ),
    )
    .orderBy(desc(stories.date))
    .limit(1)
    .get()
  db.delete(redirects).where(eq(redirects.tenantId, definition.tenantId)).run()
  db.insert(redirects)
    .values(buildRedirects(definition, story?.id ?? null))
    .run()
}
