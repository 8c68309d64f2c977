import type { DocumentResource } from '@fieldhouse/contract/documents'
import { desc } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { eqIfGiven, tenantRows } from '../../db/tenant-rows'
import { documents } from '../../db/schema'
import { jsonOr204 } from '../../http/json-or-204'
import { getOrigin } from '../../http/origin'
import { pageByRank } from '../../http/paging'
import { parsePathId, parseQueryId } from '../../http/query'

// GET /Documents (paged; own design: `sportId`) and /Documents/{id} (provider/README 3.5;
// schemas/v2/documents), newest first. The PDF itself is at `downloadUrl`
// (/media/{tenant}/documents/{path}, resources/media-files).

type DocumentRow = typeof documents.$inferSelect

function listDocuments(db: Db, tenantId: number, id?: number): DocumentRow[] {
  const order = [desc(documents.createdAt), desc(documents.id)]
  return tenantRows(db, documents, tenantId, [eqIfGiven(documents.id, id)], order)
}

export function toDocumentResource(
  row: DocumentRow,
  origin: string,
  tenantSlug: string,
): DocumentResource {
  return {
    documentId: row.id,
    documentTitle: row.title,
    documentType: row.type,
    documentPath: `/documents/${row.path}`,
    metadataDescription: row.description,
    unavailableAccessibility: row.unavailableAccessibility,
    createdAt: row.createdAt,
    sportIds: row.sportIds,
    lastUpdated: row.lastUpdated,
    downloadUrl: `${origin}/media/${tenantSlug}/documents/${row.path}`,
  }
}

function toItem(c: Context<AppEnv>) {
  const origin = getOrigin(c)
  return (row: DocumentRow) => toDocumentResource(row, origin, c.var.tenant.slug)
}

export const documentRoutes = new Hono<AppEnv>()
  .get('/documents', (c) => {
    const sportId = parseQueryId(c, 'sportId')
    const rows = listDocuments(c.var.db, c.var.tenant.id).filter(
      (row) => sportId === undefined || row.sportIds.includes(sportId),
    )
    return c.json(pageByRank(c, rows, toItem(c)))
  })
  .get('/documents/:id', (c) => {
    const row = listDocuments(c.var.db, c.var.tenant.id, parsePathId(c.req.param('id')))[0]
    return jsonOr204(c, row && toItem(c)(row))
  })
