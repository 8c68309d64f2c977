import { dayOfMonth, monthOfLocalDay } from '@fieldhouse/domain/local-day'
import { parseDocumentPath } from '@fieldhouse/domain/document-path'
import { latestDay, type SitemapEntry } from '@fieldhouse/domain/seo-sitemap'
import { isMediaPath } from '@fieldhouse/provider-client/media-files'
import type { PressClipType } from '@fieldhouse/provider-client/press-clips'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { documentPath } from '~/paths/documents'
import { momentsPath } from '~/paths/moments'
import { onThisDayPath } from '~/paths/on-this-day'
import { pressClipsPath } from '~/paths/press-clips'
import { publicationPath, publicationsPath } from '~/paths/publications'
import { seriesPath, seriesSlugOf } from '~/paths/series'
import { tagPath, tagsPath } from '~/paths/tags'
import { provider } from '~/utils/provider.server'

import { getTenantToday, logUnreadable, toPageSlug } from './sitemap-pages.server'

// The sitemap's media and documents groups (issue 33): the pages of routes.ts that show the
// department's media, each at its one default address, checked the way its loader checks it so
// that every address listed answers 200. Filtered and later pages of a list show the same
// entries again and are left out; a list the provider cannot answer leaves its pages out.

/** Documents: the pages of the provider's list the document route reads (a hundred, twenty). */
const DOCUMENT_PAGE_SIZE = 100
const MAX_DOCUMENT_PAGES = 20

/** Tags, series, publications, moments, clippings, coverage and on this day. */
export async function gatherMedia(
  sports: readonly Sport[],
  signal: AbortSignal,
): Promise<SitemapEntry[]> {
  const groups = await Promise.all([
    gatherTags(signal),
    gatherSeries(signal),
    gatherPublications(signal),
    gatherMoments(sports, signal),
    gatherPressClips('clipping', signal),
    gatherPressClips('coverage', signal),
    gatherOnThisDay(signal),
  ])
  return groups.flat()
}

/** /tags and every tag's page of all sports (routes/tags: a retired tag keeps its page). */
async function gatherTags(signal: AbortSignal): Promise<SitemapEntry[]> {
  const loaded = await provider.loadTags({ signal })
  if (loaded.status !== 'ok') return logUnreadable('tags')
  const tags = loaded.value.flatMap((tag) => {
    const slug = toPageSlug(tag.slug)
    return slug ? [{ path: tagPath(slug) }] : []
  })
  return [{ path: tagsPath() }, ...tags]
}

/** Every video series' page, dated by its newest episode. */
async function gatherSeries(signal: AbortSignal): Promise<SitemapEntry[]> {
  const loaded = await provider.loadAllSeries({ signal })
  if (loaded.status !== 'ok') return logUnreadable('series')
  return loaded.value.flatMap((series) =>
    toPageSlug(seriesSlugOf(series)) === seriesSlugOf(series)
      ? [
          {
            path: seriesPath(series),
            lastModified: latestDay(series.episodes.map((episode) => episode.day)),
          },
        ]
      : [],
  )
}

/** /publications (dated by the newest) and each publication whose slug is its address. */
async function gatherPublications(signal: AbortSignal): Promise<SitemapEntry[]> {
  const loaded = await provider.loadPublications({}, { signal })
  if (loaded.status !== 'ok') return logUnreadable('publications')
  const { publications } = loaded.value
  return [
    {
      path: publicationsPath(null),
      lastModified: latestDay(publications.map((publication) => publication.day)),
    },
    ...publications.flatMap((publication) =>
      toPageSlug(publication.slug) === publication.slug
        ? [{ path: publicationPath(publication.slug), lastModified: publication.day }]
        : [],
    ),
  ]
}

/** /moments and each sport's moments that has one, dated by the newest (the list's first). */
async function gatherMoments(
  sports: readonly Sport[],
  signal: AbortSignal,
): Promise<SitemapEntry[]> {
  const newest = async (sportId: number | undefined) => {
    const loaded = await provider.loadMoments({ sportId, pageIndex: 0, pageSize: 1 }, { signal })
    return loaded.status === 'ok' ? (loaded.value.items[0] ?? null) : undefined
  }
  const [all, ...bySport] = await Promise.all([
    newest(undefined),
    ...sports.map((sport) => newest(sport.id)),
  ])
  if (all === undefined) return logUnreadable('moments')
  return [
    { path: momentsPath(null), lastModified: all?.day ?? null },
    // A sport without moments answers an empty page: nothing there to find.
    ...sports.flatMap((sport, index) => {
      const moment = bySport[index]
      return moment
        ? [{ path: momentsPath(sport.globalSportNameSlug), lastModified: moment.day }]
        : []
    }),
  ]
}

/** /clippings or /coverage, dated by the newest clip (the list's first). */
async function gatherPressClips(type: PressClipType, signal: AbortSignal): Promise<SitemapEntry[]> {
  const loaded = await provider.loadPressClips({ type, pageIndex: 0, pageSize: 1 }, { signal })
  if (loaded.status !== 'ok') return logUnreadable(type === 'clipping' ? 'clippings' : 'coverage')
  return [{ path: pressClipsPath(type), lastModified: loaded.value.items[0]?.day ?? null }]
}

/** /on-this-day, today's page, when the provider answers today's history (the page's check). */
async function gatherOnThisDay(signal: AbortSignal): Promise<SitemapEntry[]> {
  const today = await getTenantToday(signal)
  const loaded = await provider.loadOnThisDay(
    { month: monthOfLocalDay(today).month, day: dayOfMonth(today) },
    { signal },
  )
  if (loaded.status !== 'ok') return logUnreadable('on this day')
  return [{ path: onThisDayPath() }]
}

/**
 * Every document the provider lists whose address the document route serves itself (a file it
 * hosts: one hosted elsewhere is a redirect), dated by the day it was posted.
 */
export async function gatherDocuments(signal: AbortSignal): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (let pageIndex = 0; pageIndex < MAX_DOCUMENT_PAGES; pageIndex += 1) {
    const loaded = await provider.loadDocuments(
      { pageIndex, pageSize: DOCUMENT_PAGE_SIZE },
      { signal },
    )
    if (loaded.status !== 'ok') {
      if (pageIndex === 0 && loaded.status === 'unavailable') logUnreadable('documents')
      break
    }
    for (const document of loaded.value.items) {
      const path = documentPath(document.path)
      if (isMediaPath(document.file) && toDocumentPath(path) === document.path) {
        entries.push({ path, lastModified: document.day })
      }
    }
    if (pageIndex + 1 >= loaded.value.pages || loaded.value.items.length === 0) break
  }
  return entries
}

/** The document path the route reads back from an address (null when it would be a 404). */
function toDocumentPath(path: string): string | null {
  const raw = /^\/documents\/(.*)$/.exec(new URL(path, 'http://site.invalid').pathname)?.[1]
  return raw === undefined ? null : parseDocumentPath(raw)
}
