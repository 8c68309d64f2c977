import type { Db } from '../db/client'
import { alerts } from '../db/schema'
import type { TenantDefinition } from './tenant-definition'

// One alert of each kind the website must handle: expired, disabled and running (SPEC 5).
export function buildAlerts(definition: TenantDefinition): (typeof alerts.$inferInsert)[] {
  const tenantId = definition.tenantId
  return [
    {
      tenantId,
      id: 1,
      title: 'Weather delay: spring opener moved',
      message: 'The spring opener was moved to Sunday because of weather.',
      enabled: true,
      showOnWeb: true,
      endDate: '2021-04-01T00:00:00',
    },
    {
      tenantId,
      id: 2,
      title: 'Draft alert (disabled)',
      message: 'This alert is switched off and must never be shown.',
      enabled: false,
      showOnWeb: true,
      endDate: null,
    },
    {
      tenantId,
      id: 3,
      title: `${definition.schoolName} season tickets are on sale`,
      message: `Secure your seats for every ${definition.mascotPlural} home game.`,
      link: '/tickets',
      linkText: 'Buy tickets',
      enabled: true,
      showOnWeb: true,
      endDate: '2099-12-31T23:59:59',
    },
  ]
}

export function seedAlerts(db: Db, definition: TenantDefinition): void {
  db.insert(alerts).values(buildAlerts(definition)).run()
}
