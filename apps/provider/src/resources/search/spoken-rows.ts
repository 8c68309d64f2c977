import { parseText, tokenizeVTTCue, type VTTNode } from 'media-captions'
import type { Db } from '../../db/client'
import { tenantRows } from '../../db/tenant-rows'
import { allAccessVideos, podcastEpisodes, podcasts } from '../../db/schema'
import { getMediaFile } from '../media-files/media-file-queries'
import { isEpisodePlayable } from '../podcasts/podcast-queries'
import { hasCaptionFile } from '../videos/all-access-queries'
import type { IndexRow, SportName } from './search-index'

// The search index's media rows (issue 35, own design: packages/contract README "Search"): a
// podcast episode or an all-access video is found by its title and description (one row, no
// start) and by the words spoken in it (one row per cue of its transcript or captions, with the
// cue's start in seconds), so a hit can link to the moment. A cue's row leaves the title column
// empty, so the title's words find the title's row (weighing 8 times), not every cue's; the
// hit's title is the ref's. The text tracks are read with the
// WebVTT library (media-captions), their cue text as plain words (voice and style tags dropped,
// entities decoded). Only what may be played is heard: the words of a blacked-out or locked item
// are not indexed (its /media files answer 404, so its words would leak through search), its
// title and description are (its lists show them). A track that does not parse adds no words.

export type SpokenRef =
  | {
      kind: 'episode'
      id: number
      sportId: number | null
      podcastId: number
      podcastSlug: string
      podcastTitle: string
      /** The episode's title: its cue rows leave the title column empty (spokenTitle). */
      title: string
      /** The episode's audio (a /media path of the tenant), null when it may not be played. */
      audioPath: string | null
      /** The spoken match's cue start in seconds; null for a title or description row. */
      start: number | null
    }
  | { kind: 'video'; id: number; sportId: number | null; title: string; start: number | null }

type Cue = { start: number; text: string }

export async function spokenRows(
  db: Db,
  tenantId: number,
  sportName: SportName,
): Promise<IndexRow[]> {
  const podcastOf = new Map(tenantRows(db, podcasts, tenantId, [], []).map((row) => [row.id, row]))
  const rows: IndexRow[] = []
  for (const episode of tenantRows(db, podcastEpisodes, tenantId, [], [])) {
    const podcast = podcastOf.get(episode.podcastId)
    if (!podcast) continue
    const playable = isEpisodePlayable(episode) && episode.filePath !== null
    const sportId = episode.sportIds[0] ?? null
    const ref = (start: number | null): SpokenRef => ({
      kind: 'episode',
      id: episode.id,
      sportId,
      podcastId: podcast.id,
      podcastSlug: podcast.slug,
      podcastTitle: podcast.title,
      title: episode.title,
      audioPath: playable ? episode.filePath : null,
      start,
    })
    rows.push({
      ref: ref(null),
      title: episode.title,
      body: [episode.description, podcast.title, sportName(sportId)].filter(Boolean).join(' · '),
      day: episode.date,
    })
    if (!playable || !episode.transcriptPath) continue
    for (const cue of await readCues(db, tenantId, episode.transcriptPath)) {
      rows.push({ ref: ref(cue.start), title: '', body: cue.text, day: episode.date })
    }
  }
  for (const video of tenantRows(db, allAccessVideos, tenantId, [], [])) {
    const ref = (start: number | null): SpokenRef => ({
      kind: 'video',
      id: video.id,
      sportId: video.sportId,
      title: video.title,
      start,
    })
    rows.push({
      ref: ref(null),
      title: video.title,
      body: [video.description, sportName(video.sportId)].filter(Boolean).join(' · '),
      day: video.date,
    })
    if (!hasCaptionFile(video) || !video.captionPath) continue
    for (const cue of await readCues(db, tenantId, video.captionPath)) {
      rows.push({ ref: ref(cue.start), title: '', body: cue.text, day: video.date })
    }
  }
  return rows
}

/** A stored WebVTT file's cues as plain text; none when it is missing or does not parse. */
export async function readCues(db: Db, tenantId: number, path: string): Promise<Cue[]> {
  const file = getMediaFile(db, tenantId, path)
  if (!file) return []
  const { cues, errors } = await parseText(Buffer.from(file.body).toString('utf8'), {
    strict: true,
    errors: true,
  })
  if (errors.length > 0) return []
  return cues.flatMap((cue) => {
    const text = toPlainText(tokenizeVTTCue(cue)).replace(/\s+/g, ' ').trim()
    return text ? [{ start: cue.startTime, text }] : []
  })
}

function toPlainText(nodes: readonly VTTNode[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.data : toPlainText(node.children)))
    .join('')
}
