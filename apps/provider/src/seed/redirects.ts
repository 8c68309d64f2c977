import { and, asc, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../db/client'
import { redirects, stories } from '../db/schema'
import { toStoryPath } from '../resources/stories/story-resources'
import type { TenantDefinition } from './tenant-definition'

// The demo route rules (GET /Redirects): what a school moving from its older site keeps, an old
// campaign page that now is a story, a renamed page, an old story sent on to the newest one
// though its page still answers (the rules come before every page, docs/decisions/033), pages
// that moved to a partner's site (never followed: the website redirects only within itself),
// and the rules a careless editor leaves behind (a chain, loops, one through a working page, an
// unsafe target), which the website must survive.
export function buildRedirects(
  definition: TenantDefinition,
  storyId: number | null,
  oldStoryPath: string | null = null,
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
    // Through pages that answer: the calendar and the facilities list must still render.
    { fromPath: '/calendar', to: '/calendar-old' },
    { fromPath: '/calendar-old', to: '/calendar' },
    { fromPath: '/facilities', to: `https://facilities.${definition.slug}.example/` },
  ]
  if (storyId !== null && oldStoryPath !== null) {
    rules.unshift({ fromPath: oldStoryPath, to: null, storyId })
  }
  if (storyId !== null) {
    rules.unshift({ fromPath: '/campaign/owls-rising', to: null, storyId })
  }
  return rules.map((rule, n) => ({ tenantId, id: n + 1, ...rule }))
}

// After the stories (and again when they are seeded again, for a new seed clock: the old
// story's address has its date): the campaign rule and the oldest feature story's address point
// at the newest feature story.
export function seedRedirects(db: Db, definition: TenantDefinition): void {
  const features = (order: typeof asc) =>
    db
      .select({ id: stories.id, date: stories.date, slug: stories.slug })
      .from(stories)
      .where(
        and(
          eq(stories.tenantId, definition.tenantId),
          isNull(stories.type),
          eq(stories.published, true),
        ),
      )
      .orderBy(order(stories.date))
      .limit(1)
      .get()
  const [newest, oldest] = [features(desc), features(asc)]
  const oldPath = oldest && oldest.id !== newest?.id ? toStoryPath(oldest.date, oldest.slug) : null
  db.delete(redirects).where(eq(redirects.tenantId, definition.tenantId)).run()
  db.insert(redirects)
    .values(buildRedirects(definition, newest?.id ?? null, oldPath))
    .run()
}
