import type { Db } from '../db/client'
import { takeovers } from '../db/schema'
import { sportIdOf, type TenantDefinition } from './tenant-definition'

// SPEC 2.1: a takeover address has the form /gameday/concurrent.aspx?ids=...
export function buildTakeovers(definition: TenantDefinition): (typeof takeovers.$inferInsert)[] {
  const tenantId = definition.tenantId
  return [
    {
      tenantId,
      id: 1,
      sportId: null,
      type: 'gameday',
      title: 'Game day takeover',
      url: '/gameday/concurrent.aspx?ids=1,2',
      cookie: `${definition.slug}_takeover_1`,
      startDate: '2020-01-01T00:00:00',
      endDate: '2099-12-31T23:59:59',
      // Running, but both seeded tenants set features.takeoversEnabled false, so the website
      // ignores it unless an operator switches takeovers on.
      enabled: true,
    },
    {
      tenantId,
      id: 2,
      sportId: sportIdOf(definition, definition.featuredSport),
      type: 'gameday',
      title: 'Rivalry week (ended)',
      url: '/gameday/concurrent.aspx?ids=3',
      cookie: `${definition.slug}_takeover_2`,
      startDate: '2021-01-01T00:00:00',
      endDate: '2021-01-08T00:00:00',
      enabled: true,
    },
  ]
}

export function seedTakeovers(db: Db, definition: TenantDefinition): void {
  db.insert(takeovers).values(buildTakeovers(definition)).run()
}
