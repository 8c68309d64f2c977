import { redirect } from 'react-router'

import { formatFileSize } from '@fieldhouse/domain/format-file-size'
import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'
import { getUrlCleanupRedirect } from '@fieldhouse/domain/url-cleanup'
import type { SportFile, SportFileKey } from '@fieldhouse/provider-client/sport-files'

import { requireStoryDay } from '~/components/news/story-day'
import { getAskedPath } from '~/paths/asked-address'
import { sportFileDownloadPath, sportFilePath, type SportFileAccess } from '~/paths/sport-files'
import { notFound } from '~/utils/loaded'

import type { SportFileView } from './sport-file-details'

// The sport file pages (SPEC.md 2.1 "Sport file page", public, hidden and protected) and their
// downloads: the address read into the provider's key, and the file as the pages show it.

// What the provider accepts as a file name (packages/provider-client sport-files.ts).
const FILE_NAME = /^[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*$/
const MAX_FILE_NAME_LENGTH = 100

type Params = { year?: string; month?: string; day?: string; filename?: string }

/**
 * SPEC.md 4: url-cleanup first (`.aspx`, capitals, stray slashes move to the clean spelling),
 * then the file's day and name from the address; one that can name no file is a 404 without a
 * call.
 */
export function requireSportFileKey(params: Params, request: Request): SportFileKey {
  const clean = getUrlCleanupRedirect(getAskedPath(request))
  if (clean) throw redirect(clean, 301)
  return requireKey(params)
}

/** The key of a /download address (no cleanup: a file's bytes have one spelling), or null. */
export function parseSportFileKey(params: Params): SportFileKey | null {
  try {
    return requireKey(params)
  } catch {
    return null
  }
}

function requireKey(params: Params): SportFileKey {
  const day: LocalDay = requireStoryDay(params)
  const fileName = params.filename ?? ''
  if (fileName.length > MAX_FILE_NAME_LENGTH || !FILE_NAME.test(fileName)) throw notFound()
  return { day, fileName }
}

export function toSportFileView(file: SportFile, access: SportFileAccess): SportFileView {
  return {
    title: file.title,
    description: file.description,
    fileName: file.fileName,
    day: file.day,
    dateText: formatLocalDay(file.day, 'date'),
    kind: toKindLabel(file.contentType, file.fileName),
    contentType: file.contentType,
    sizeText: formatFileSize(file.size),
    sport: file.sport.title ? { title: file.sport.title, slug: file.sport.slug } : null,
    path: sportFilePath(access, file.day, file.fileName),
    downloadPath: sportFileDownloadPath(access, file.day, file.fileName),
  }
}

function toKindLabel(contentType: string, fileName: string): string {
  if (/^application\/pdf\b/i.test(contentType)) return 'PDF'
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]
  return extension ? extension.toUpperCase() : 'File'
}
