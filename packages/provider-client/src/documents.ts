import { DocumentResourceSchema, type DocumentResource } from '@fieldhouse/contract/documents'
import { perTimeZone, type ClientContext } from './context'
import { parseProviderDate, toLocalDay, type LocalDay } from './dates'
import { type Loaded } from './loaded'
import { toMediaUrl } from './media-files'
import { offsetPageOf, toPagingQuery, type Page, type PageQuery } from './page'
import { orNull } from './rosters-parts'
import { readableAs } from './story'
import type { CallOptions } from './transport'

// Documents (SPEC 2.1 /documents/{any path}; provider/README 3.5): game notes, policies, guides.
// The site's page is /documents/{path}; the client answers `path`, the website builds the
// address. `file` is the PDF: /media/{tenant}/... when the provider hosts it (media-files.ts).

const LABEL = 'documents repository'

export type Document = {
  id: number
  title: string
  /** The provider's word for the kind of file, "pdf". */
  type: string
  /** The part of the site's address after /documents/: "2026/12/10/football-game-notes.pdf". */
  path: string
  description: string | null
  /** False when the provider says the file is not accessible (no tagged PDF). */
  isAccessible: boolean
  /** The day it was posted, on the tenant's wall clock. */
  day: LocalDay
  createdAt: Date
  updatedAt: Date | null
  sportIds: number[]
  /** The file: site-relative on the provider (/media/...), else its address as sent. */
  file: string
}

export type DocumentsQuery = PageQuery & { sportId?: number }

// The wire's documentPath is the site's page, /documents/{path}; anything else names nothing.
function toDocumentPath(documentPath: string): string | null {
  const match = /^\/?documents\/(.+)$/i.exec(documentPath.trim())
  return match?.[1] ?? null
}

function toDocument(document: DocumentResource, zone: string, origin: string): Document | null {
  const day = toLocalDay(document.createdAt, zone)
  const createdAt = parseProviderDate(document.createdAt, zone)
  const path = toDocumentPath(document.documentPath)
  const file = toMediaUrl(document.downloadUrl, origin)
  if (!day || !createdAt || !path || !file) return null
  return {
    id: document.documentId,
    title: document.documentTitle,
    type: document.documentType,
    path,
    description: orNull(document.metadataDescription),
    isAccessible: !(document.unavailableAccessibility ?? false),
    day,
    createdAt,
    updatedAt: parseProviderDate(document.lastUpdated, zone),
    sportIds: document.sportIds ?? [],
    file,
  }
}

export function documentsResource({ logger, providerOrigin, load, loadItem }: ClientContext) {
  const one = perTimeZone((zone) =>
    readableAs(DocumentResourceSchema, (document) => toDocument(document, zone, providerOrigin)),
  )
  const page = perTimeZone((zone) => offsetPageOf(one(zone), logger, LABEL))

  return {
    /** GET /Documents: newest first, one page; a document that cannot be read is left out. */
    async loadDocuments(
      query: DocumentsQuery,
      options: CallOptions = {},
    ): Promise<Loaded<Page<Document>>> {
      return load(
        {
          label: LABEL,
          path: '/Documents',
          query: { sportId: query.sportId, ...toPagingQuery(query) },
          schema: page,
        },
        options,
      )
    },

    /** GET /Documents/{id}: 204 or 404 is `missing`. */
    async loadDocument(id: number, options: CallOptions = {}): Promise<Loaded<Document>> {
      return loadItem({ label: LABEL, path: `/Documents/${id}`, schema: one }, options)
    },
  }
}
