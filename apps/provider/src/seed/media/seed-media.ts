import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  allAccessCategories,
  allAccessVideos,
  documents,
  mediaFiles,
  moments,
  onThisDay,
  podcastEpisodes,
  podcasts,
  pressClips,
  publications,
  shopProducts,
  sportFiles,
  videoPlaylists,
} from '../../db/schema'
import type { SeedClock } from '../../clock/seed-clock'
import { insertRows, insertSvgRows, insertTenantRows } from '../teams/insert'
import type { TenantDefinition } from '../tenant-definition'
import { buildAllAccessVideos } from './all-access-videos'
import { buildDemoVideoFiles } from './demo-media-files'
import { buildDocuments } from './documents'
import type { MediaFile } from './media-kit'
import { buildMoments } from './moments'
import { buildOnThisDay } from './on-this-day'
import { buildPlaylists } from './playlists'
import { buildPodcasts } from './podcasts'
import { buildPressClips } from './press-clips'
import { buildPublications } from './publications'
import { buildShop } from './shop'
import { buildSportFiles } from './sport-files'

// The tenant's media (schema-media.ts, schema-videos.ts): press clips, documents, publications,
// podcasts, moments, on-this-day history, sport files, store products, video playlists and the
// all-access video library, with their generated files. Dated back from the seed clock, so seeded
// again whenever the clock moves the stories (seed/reanchor.ts); seeded after the stories, whose
// highlight videos the moments and the playlists show.

const MEDIA_TABLES = [
  pressClips,
  documents,
  publications,
  podcasts,
  moments,
  onThisDay,
  sportFiles,
  shopProducts,
  videoPlaylists,
  allAccessVideos,
  allAccessCategories,
  mediaFiles,
] as const

export function seedMedia(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  const tenantId = definition.tenantId
  const docs = buildDocuments(definition, clock)
  const pubs = buildPublications(definition, clock)
  const casts = buildPodcasts(definition, clock)
  const files = buildSportFiles(definition, clock)
  const shop = buildShop(definition, clock)
  const allFiles: MediaFile[] = [
    ...docs.files,
    ...pubs.files,
    ...casts.files,
    ...files.files,
    ...buildDemoVideoFiles(),
  ]
  insertRows(
    db,
    mediaFiles,
    allFiles.map((file) => ({ tenantId, ...file, modified: clock.now })),
  )
  insertSvgRows(db, tenantId, [...pubs.pictures, ...casts.pictures, ...shop.pictures])
  insertTenantRows(db, pressClips, tenantId, buildPressClips(definition, clock))
  insertTenantRows(db, documents, tenantId, docs.documents)
  insertTenantRows(db, publications, tenantId, pubs.publications)
  insertTenantRows(db, podcasts, tenantId, casts.podcasts)
  insertTenantRows(db, podcastEpisodes, tenantId, casts.episodes)
  insertTenantRows(db, moments, tenantId, buildMoments(db, definition, clock))
  insertTenantRows(db, onThisDay, tenantId, buildOnThisDay(definition, clock))
  insertTenantRows(db, sportFiles, tenantId, files.sportFiles)
  insertTenantRows(db, shopProducts, tenantId, shop.products)
  insertTenantRows(db, videoPlaylists, tenantId, buildPlaylists(db, definition))
  const library = buildAllAccessVideos(definition, clock)
  insertTenantRows(db, allAccessCategories, tenantId, library.categories)
  insertTenantRows(db, allAccessVideos, tenantId, library.videos)
}

// Everything seedMedia wrote (episodes cascade from their podcasts).
export function deleteMedia(db: Db, tenantId: number): void {
  for (const table of MEDIA_TABLES) db.delete(table).where(eq(table.tenantId, tenantId)).run()
  db.run(sql`delete from images where tenant_id = ${tenantId} and path like 'media/%'`)
}

export function reseedMedia(db: Db, definition: TenantDefinition, clock: SeedClock): void {
  deleteMedia(db, definition.tenantId)
  seedMedia(db, definition, clock)
}

// Whether any media item is dated in [from, to] (two seed clocks), or a sale ends there: then it
// was built for the other clock and is seeded again.
export function hasMediaBetween(db: Db, tenantId: number, from: string, to: string): boolean {
  const row = db.get<{ n: number }>(sql`select
    (select count(*) from press_clips where tenant_id = ${tenantId} and date > ${from} and date <= ${to})
    + (select count(*) from documents where tenant_id = ${tenantId} and created_at > ${from} and created_at <= ${to})
    + (select count(*) from publications where tenant_id = ${tenantId} and created_on > ${from} and created_on <= ${to})
    + (select count(*) from podcast_episodes where tenant_id = ${tenantId} and date > ${from} and date <= ${to})
    + (select count(*) from moments where tenant_id = ${tenantId} and day > ${from.slice(0, 10)} and day <= ${to.slice(0, 10)})
    + (select count(*) from all_access_videos where tenant_id = ${tenantId} and date > ${from} and date <= ${to})
    + (select count(*) from sport_files where tenant_id = ${tenantId} and created > ${from} and created <= ${to})
    + (select count(*) from shop_products where tenant_id = ${tenantId} and expiration > ${from} and expiration <= ${to}) as n`)
  return (row?.n ?? 0) > 0
}
