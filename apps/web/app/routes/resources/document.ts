import { parseDocumentPath } from '@fieldhouse/domain/document-path'
import type { Document } from '@fieldhouse/provider-client/documents'
import { isMediaPath } from '@fieldhouse/provider-client/media-files'

import {
  PUBLIC_FILE_CACHE,
  fileNotFound,
  fileUnavailable,
  toFileAnswer,
} from '~/utils/file-response.server'
import { provider } from '~/utils/provider.server'

import type { Route } from './+types/document'

// GET /documents/{any path} (SPEC.md 2.1 "Documents"): the document's file itself. The provider
// finds a document by id only, so the path is looked up in its list (newest first, a hundred a
// page, the response cache keeping the pages), and only a path the list names is served: the
// address never reaches a file by itself. A file the provider hosts is streamed from here with
// its type and name, so the address stays the document's and works as a link anywhere; a file on
// another host is a 302 to it. Unknown 404, provider down 503, in plain text.

const PAGE_SIZE = 100
// 2,000 documents: years of a department's game notes and policies.
const MAX_PAGES = 20

export async function loader({ request }: Pick<Route.LoaderArgs, 'request'>) {
  const { signal } = request
  const raw = /^\/documents\/(.*)$/.exec(new URL(request.url).pathname)?.[1] ?? ''
  const path = parseDocumentPath(raw)
  if (path === null) return fileNotFound('No document at this address.')

  const found = await findDocument(path, signal)
  if (found === 'unavailable') return fileUnavailable()
  if (found === null) return fileNotFound('No document at this address.')

  if (!isMediaPath(found.file)) {
    // Hosted elsewhere (an absolute http(s) address, toMediaUrl) or a site path of its own.
    return new Response(null, {
      status: 302,
      headers: { Location: found.file, 'Cache-Control': PUBLIC_FILE_CACHE },
    })
  }
  const accept = found.type.toLowerCase() === 'pdf' ? 'application/pdf' : '*/*'
  const file = await provider.loadMediaFile(found.file, { accept, signal })
  const fileName = path.split('/').at(-1) ?? 'document'
  return toFileAnswer(file, fileName, PUBLIC_FILE_CACHE, 'No document at this address.')
}

async function findDocument(
  path: string,
  signal: AbortSignal,
): Promise<Document | null | 'unavailable'> {
  for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex += 1) {
    const page = await provider.loadDocuments({ pageIndex, pageSize: PAGE_SIZE }, { signal })
    if (page.status === 'unavailable') return 'unavailable'
    if (page.status === 'missing') return null
    const match = page.value.items.find((document) => document.path === path)
    if (match) return match
    if (pageIndex + 1 >= page.value.pages || page.value.items.length === 0) return null
  }
  return null
}
