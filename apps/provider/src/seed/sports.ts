import type { Db } from '../db/client'
import { sports } from '../db/schema'
import { SPORT_CATALOG } from './sport-catalog'
import { createFaker, sportIdOf, type TenantDefinition } from './tenant-definition'

export function buildSportRows(definition: TenantDefinition): (typeof sports.$inferInsert)[] {
  const faker = createFaker(definition, 1)
  const handle = definition.socialHandle
  return definition.sports.map((key, index) => {
    const sport = SPORT_CATALOG[key]
    const id = sportIdOf(definition, key)
    const nonSport = key === 'general'
    const created = faker.date
      .between({ from: '2015-01-01T00:00:00Z', to: '2019-12-31T00:00:00Z' })
      .toISOString()
      .slice(0, 19)
    return {
      tenantId: definition.tenantId,
      id,
      title: sport.title,
      abbrev: sport.abbrev,
      shortName: sport.shortName,
      shortDisplay: nonSport ? null : sport.abbrev,
      globalSportId: sport.globalSportId,
      globalSportShortName: sport.globalSportShortName,
      globalSportNameSlug: sport.slug,
      globalSportGender: sport.gender,
      nonSport,
      facebookPage: nonSport ? handle : `${handle}${sport.abbrev}`,
      instagramName: `${handle.toLowerCase()}${nonSport ? '' : `_${sport.shortName}`}`,
      pinterestName: nonSport ? handle.toLowerCase() : null,
      twitterName: `${handle}${nonSport ? '' : sport.abbrev}`,
      // Only some programmes run their own channel; the rest have none.
      youtubeName: nonSport || index % 3 === 0 ? `${handle}${nonSport ? '' : sport.abbrev}` : null,
      ticketsLink: definition.ticketedSports.includes(key)
        ? `https://tickets.${definition.domain}/${sport.slug}`
        : null,
      rosterId: nonSport ? null : 1000 + id,
      scheduleId: nonSport ? null : 2000 + id,
      seasonId: nonSport ? null : 3000 + id,
      conferenceId: nonSport ? null : faker.number.int({ min: 1, max: 40 }),
      displayOpponentHistory: definition.opponentHistorySports.includes(key),
      appPriority: index,
      created,
    }
  })
}

export function seedSports(db: Db, definition: TenantDefinition): void {
  db.insert(sports).values(buildSportRows(definition)).run()
}
