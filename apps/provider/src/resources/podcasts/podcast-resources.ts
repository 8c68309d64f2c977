import type { PodcastCategoryResource, PodcastEpisodeResource } from '@fieldhouse/contract/podcasts'
import { toRssDate } from '../rss/rss-xml'
import {
  isEpisodePlayable,
  toAccessFlags,
  type EpisodeRow,
  type PodcastRow,
  type SportRow,
} from './podcast-queries'

// Podcast rows -> the wire (schemas/v2/podcasts, v2.1/podcasts; own-design access flags).

export type PodcastMapping = {
  origin: string
  tenantSlug: string
  podcasts: Map<number, PodcastRow>
  sports: Map<number, SportRow>
  // Byte size of each stored file by path (the RSS enclosure length).
  sizes: Map<string, number>
  // The tenant's zone, in which episode dates are local times (podPubdate is UTC).
  timeZone: string
}

function toSports(ids: readonly number[], sports: Map<number, SportRow>) {
  return ids.flatMap((id) => {
    const sport = sports.get(id)
    return sport
      ? [{ id, title: sport.title, shortname: sport.shortName, slug: sport.globalSportNameSlug }]
      : []
  })
}

function splitPath(path: string): { folder: string; name: string } {
  const cut = path.lastIndexOf('/') + 1
  return { folder: path.slice(0, cut), name: path.slice(cut) }
}

export function toEpisodeResource(
  row: EpisodeRow,
  mapping: PodcastMapping,
): PodcastEpisodeResource {
  const podcast = mapping.podcasts.get(row.podcastId)
  const image = `/images/${mapping.tenantSlug}/${podcast?.imagePath ?? ''}`
  const { folder, name } = splitPath(image)
  // Only a playable episode carries its file (SPEC 6): a blacked-out, premium or sign-in-only
  // one has url, absoluteUrl, fileName and transcriptUrl '' (and /media serves neither).
  const filePath = row.filePath !== null && isEpisodePlayable(row) ? row.filePath : null
  const file = filePath === null ? null : `/media/${mapping.tenantSlug}/${filePath}`
  const transcript =
    filePath === null || row.transcriptPath === null
      ? ''
      : `/media/${mapping.tenantSlug}/${row.transcriptPath}`
  return {
    id: row.id,
    title: row.title,
    description: `<p>${row.description.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`,
    rawDescription: row.description,
    dateCreated: row.date,
    datePublished: row.date,
    absoluteUrl: file ? `${mapping.origin}${file}` : '',
    fileName: file ? splitPath(file).name : '',
    url: file ?? '',
    transcriptUrl: transcript,
    enclosureLength: String(filePath === null ? 0 : (mapping.sizes.get(filePath) ?? 0)),
    enclosureType: file ? 'audio/mpeg' : '',
    imageFilePath: folder,
    imageFileName: name,
    imagePath: image,
    categoryId: row.podcastId,
    categoryImagePath: image,
    categoryImageFilePath: folder,
    categoryImageFileName: name,
    categoryName: podcast?.title ?? null,
    sports: toSports(row.sportIds, mapping.sports),
    podPubdate: toRssDate(row.date, mapping.timeZone),
    podId: row.podcastId,
    podcastSlug: podcast?.slug ?? '',
    duration: row.duration,
    ...toAccessFlags(row),
  }
}

export function toPodcastCategory(
  row: PodcastRow,
  episodes: readonly EpisodeRow[],
  mapping: PodcastMapping,
): PodcastCategoryResource {
  return {
    id: row.id,
    title: row.title,
    mediaId: row.mediaId,
    slug: row.slug,
    description: row.description,
    imagePath: `/images/${mapping.tenantSlug}/${row.imagePath}`,
    sports: toSports(row.sportIds, mapping.sports),
    episodeCount: episodes.length,
    // SPEC 6: a series requires authentication when no episode is free.
    requiresAuthentication: !episodes.some((episode) => episode.free),
  }
}
