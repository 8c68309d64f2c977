import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { TenantTable } from '../db/tenant-rows'
import { staffAccounts } from '../db/schema-accounts'
import { awardTypes } from '../db/schema-honors'
import { forms } from '../db/schema-forms'
import {
  allAccessVideos,
  facilities,
  games,
  pressClips,
  playerStats,
  redirects,
  seasons,
  settings,
  shopProducts,
  sports,
  staff,
  staffDepartments,
  stories,
  tenants,
} from '../db/schema'
import { seedAlerts } from './alerts'
import { seedFacilities } from './facilities'
import { seedFanSettings } from './fan-settings'
import { seedHonors } from './honors/seed-honors'
import { FORM_IDS } from './forms/form-kit'
import { seedForms, seedSubscribeForm } from './forms/seed-forms'
import { seedImages } from './images'
import { reseedMedia, seedMedia } from './media/seed-media'
import { seedNavigation } from './navigation'
import { seedPromotions } from './promotions'
import { seedRedirects } from './redirects'
import { reanchorTenant, reseedGames, writeSeedAnchor, type Reanchored } from './reanchor'
import { seedClockOf, type SeedClock, type SeedNow } from '../clock/seed-clock'
import { seedSettings } from './settings'
import { seedSplash } from './splash'
import { seedSports } from './sports'
import { seedStaffAccounts } from './staff-accounts'
import { seedStories } from './stories/seed-stories'
import { seedTakeovers } from './takeovers'
import { seedGames } from './teams/games'
import { seedRosters } from './teams/rosters'
import { reseedStaff, seedStaff } from './teams/staff'
import { seedStats } from './teams/stats'
import type { TenantDefinition } from './tenant-definition'
import { demoTenant } from './tenants/demo'
import { lakesideTenant } from './tenants/lakeside'
import { seedTrackingTags } from './tracking-tags'

export const TENANT_DEFINITIONS: readonly TenantDefinition[] = [demoTenant, lakesideTenant]

export function findTenantDefinition(slug: string): TenantDefinition | undefined {
  return TENANT_DEFINITIONS.find((definition) => definition.slug === slug)
}

// Wipes the tenant (every owned row cascades from the tenants row) and writes it again, in one
// transaction so a failed seed leaves the previous data in place. `now` is the seed clock's
// (clock/seed-clock.ts), kept in the database so a later start can tell the data's age.
export function seedTenant(db: Db, definition: TenantDefinition, now: SeedNow): void {
  const clock = seedClockOf(now, definition.timeZone)
  db.transaction(() => {
    db.delete(tenants).where(eq(tenants.id, definition.tenantId)).run()
    db.insert(tenants)
      .values({ id: definition.tenantId, slug: definition.slug, name: definition.siteName })
      .run()
    seedSports(db, definition)
    seedNavigation(db, definition)
    seedSettings(db, definition)
    seedImages(db, definition)
    seedPromotions(db, definition)
    seedAlerts(db, definition)
    seedSplash(db, definition)
    seedTakeovers(db, definition)
    seedTrackingTags(db, definition)
    seedFacilities(db, definition)
    seedRosters(db, definition, clock)
    seedStaff(db, definition, clock)
    seedFanSettings(db, definition)
    seedGames(db, definition, clock)
    seedStats(db, definition)
    seedStories(db, definition, clock)
    seedRedirects(db, definition)
    seedMedia(db, definition, clock)
    seedHonors(db, definition, clock)
    seedForms(db, definition, clock)
    writeSeedAnchor(db, definition.tenantId, clock)
    seedStaffAccounts(db, definition)
  })
}

export function hasTenantData(db: Db, definition: TenantDefinition): boolean {
  return hasRows(sports)(db, definition.tenantId)
}

function hasRows(table: TenantTable) {
  return (db: Db, tenantId: number) =>
    (db.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId)).get()?.n ?? 0) > 0
}

function hasSetting(key: string) {
  return (db: Db, tenantId: number) =>
    db
      .select({ key: settings.key })
      .from(settings)
      .where(and(eq(settings.tenantId, tenantId), eq(settings.key, key)))
      .get() !== undefined
}

const hasForm = (id: number) => (db: Db, tenantId: number) =>
  db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.tenantId, tenantId), eq(forms.id, id)))
    .get() !== undefined

// Resources added after a database may already have been seeded: a tenant that has data but
// none of such a resource gets it on start, so a developer's existing demo database gains new
// screens' data without a reset. (A resource emptied on purpose comes back on the next start.)
const ADDED_RESOURCES: {
  has: (db: Db, tenantId: number) => boolean
  seed: (db: Db, definition: TenantDefinition, clock: SeedClock) => void
}[] = [
  { has: hasRows(facilities), seed: seedFacilities },
  { has: hasRows(seasons), seed: seedRosters },
  { has: hasRows(staff), seed: seedStaff },
  // The staff directory came after staff (migration 0010 rebuilt the staff table, which
  // emptied roster_staff): staff, their roster lines and the directory are seeded again.
  { has: hasRows(staffDepartments), seed: reseedStaff },
  { has: hasSetting('socialAccounts'), seed: seedFanSettings },
  // The schedule's settings came after the other fans' documents.
  { has: hasSetting('scheduleSettings'), seed: seedFanSettings },
  { has: hasRows(playerStats), seed: seedStats },
  // The stats' games come from the games table, so stats seeded before it are re-seeded
  // with it (their stat_games would link to no game).
  { has: hasRows(games), seed: reseedGames },
  // Stories follow the games (a database seeded before stories existed gains them on start).
  { has: hasRows(stories), seed: seedStories },
  // Media follows the stories (moments show their highlight videos).
  { has: hasRows(pressClips), seed: seedMedia },
  // The store and the video playlists (migration 0015, issue 33) came after the other media:
  // all media seeded again (their rows are generated together).
  { has: hasRows(shopProducts), seed: reseedMedia },
  // The all-access library (migration 0018, issue 35) likewise. The two stories that carry its
  // videos get them when the stories are next seeded (the next day's start re-seeds them).
  { has: hasRows(allAccessVideos), seed: reseedMedia },
  { has: hasRows(staffAccounts), seed: seedStaffAccounts },
  // Honors name players of the rosters, seeded before them.
  { has: hasRows(awardTypes), seed: seedHonors },
  { has: hasRows(forms), seed: seedForms },
  // The waitlist (SPEC 5's named rules, migration 0013) came after the forms: all rewritten in
  // place, so submissions stay.
  { has: hasForm(FORM_IDS.waitlist), seed: seedForms },
  // The recruiting questionnaire and the forms' sports (migration 0016, issue 33) came later.
  { has: hasForm(FORM_IDS.recruiting), seed: seedForms },
  // Which form is the newsletter sign-up came after the forms.
  { has: hasSetting('subscribeForm'), seed: seedSubscribeForm },
  // Route rules came after the stories they may point at.
  { has: hasRows(redirects), seed: seedRedirects },
]

// Start-up seeding: only tenants without data (and resources a seeded tenant lacks, see above),
// so edits made to a running demo survive restarts.
export function seedEmptyTenants(db: Db, now: SeedNow): string[] {
  const seeded: string[] = []
  for (const definition of TENANT_DEFINITIONS) {
    if (!hasTenantData(db, definition)) {
      seedTenant(db, definition, now)
      seeded.push(definition.slug)
      continue
    }
    const clock = seedClockOf(now, definition.timeZone)
    db.transaction(() => {
      for (const resource of ADDED_RESOURCES) {
        if (!resource.has(db, definition.tenantId)) resource.seed(db, definition, clock)
      }
    })
  }
  return seeded
}

// Start-up, after seedEmptyTenants: the data of tenants seeded for another "now" brought to this
// one (seed/reanchor.ts); says which tenants needed what.
export function reanchorTenants(db: Db, now: SeedNow): { tenant: string; reseeded: Reanchored }[] {
  return TENANT_DEFINITIONS.map((definition) => ({
    tenant: definition.slug,
    reseeded: reanchorTenant(db, definition, now),
  })).filter((result) => result.reseeded !== 'nothing')
}
