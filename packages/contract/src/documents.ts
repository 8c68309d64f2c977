import { z } from 'zod'
import { cursorPageSchema, offsetPageSchema } from './paging'

// Documents (provider/README 3.5; schemas/v2/documents): GET /Documents (paged) and
// /Documents/{id}. `documentPath` is the site's /documents/{path} page (SPEC 2.1);
// `downloadUrl` the file itself (own design: the provider's /media/{tenant}/documents/{path},
// absolute, a PDF).

export const DocumentResourceSchema = z.object({
  documentId: z.number().int(),
  documentTitle: z.string(),
  documentType: z.string(),
  documentPath: z.string(),
  metadataDescription: z.string().nullish(),
  unavailableAccessibility: z.boolean().optional(),
  createdAt: z.string(),
  sportIds: z.array(z.number().int()).nullish(),
  lastUpdated: z.string().nullish(),
  downloadUrl: z.string(),
})

export const DocumentsResponseSchema = offsetPageSchema(DocumentResourceSchema)
export const DocumentsCursorResponseSchema = cursorPageSchema(DocumentResourceSchema)

export type DocumentResource = z.infer<typeof DocumentResourceSchema>
