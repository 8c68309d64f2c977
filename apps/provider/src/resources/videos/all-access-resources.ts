import type { AllAccessVideoResource, ClipResource } from '@fieldhouse/contract/videos'
import { isEpisodePlayable, toAccessFlags, type SportRow } from '../podcasts/podcast-queries'
import type { AllAccessCategoryRow, AllAccessRow } from './all-access-queries'

// All-access rows -> the wire (schemas/v2*/videos/allAccessSchema.json; own-design
// `descriptionFile` and access flags: packages/contract/src/videos.ts). `videoUrl` and
// `posterUrl` are site-relative /media/{tenant}/... paths as a podcast's `url`; `captionFile`
// and `descriptionFile` absolute, as a podcast's `absoluteUrl`. An item that may not be played
// (SPEC 6, as a podcast episode) has `videoUrl` "" and neither file; its poster stays.

export type AllAccessMapping = {
  origin: string
  tenantSlug: string
  sports: Map<number, SportRow>
  categories: Map<number, AllAccessCategoryRow>
}

// The item's sport as the all-access shape sends it (`abbrev`, `shortName` "" when unknown).
export function toClipSport(id: number, sport: SportRow | undefined): ClipResource['sport'] {
  return {
    id,
    title: sport?.title ?? '',
    abbrev: sport?.abbrev ?? '',
    shortName: sport?.shortName ?? '',
  }
}

export function toAllAccessVideo(
  row: AllAccessRow,
  mapping: AllAccessMapping,
): AllAccessVideoResource {
  const playable = isEpisodePlayable(row)
  const media = (path: string) => `/media/${mapping.tenantSlug}/${path}`
  const absolute = (path: string | null) =>
    path !== null && playable ? `${mapping.origin}${media(path)}` : null
  const category = row.categoryId === null ? undefined : mapping.categories.get(row.categoryId)
  return {
    id: String(row.id),
    title: row.title,
    description: row.description,
    date: row.date,
    duration: row.duration,
    videoUrl: playable ? media(row.videoPath) : '',
    posterUrl: media(row.posterPath),
    appExclusive: row.appExclusive,
    views: row.views,
    favorites: row.favorites,
    format: row.format,
    sport: toClipSport(row.sportId, mapping.sports.get(row.sportId)),
    category: category ? { id: category.id, title: category.title } : null,
    captionFile: absolute(row.captionPath),
    descriptionFile: absolute(row.descriptionPath),
    ...toAccessFlags(row),
  }
}
