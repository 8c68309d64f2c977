// The production renderer (server/render-page.ts) reads each document whole anyway, to hash its
// inline scripts and keep it in the page cache. Handing it the buffer entry.server.tsx collected
// skips a Response body stream and two copies of the page (docs/performance.md). The server and
// the React Router build are separate module graphs, hence registered symbols.

/** Set on a Request by a caller that wants the document as a buffer beside the Response. */
export const WANTS_DOCUMENT_BUFFER = Symbol.for('fieldhouse.wants-document-buffer')
/** On such a Response (whose body is then empty): the whole document. */
export const DOCUMENT_BUFFER = Symbol.for('fieldhouse.document-buffer')

type Marked<T> = T & { [WANTS_DOCUMENT_BUFFER]?: true; [DOCUMENT_BUFFER]?: Buffer }

export function askForDocumentBuffer(request: Request): void {
  ;(request as Marked<Request>)[WANTS_DOCUMENT_BUFFER] = true
}

/** The document as a Response, with its body beside it when the caller asked for that. */
export function toDocumentResponse(
  request: Request,
  body: Buffer<ArrayBuffer>,
  init: ResponseInit,
): Response {
  if (!(request as Marked<Request>)[WANTS_DOCUMENT_BUFFER]) return new Response(body, init)
  const response = new Response(null, init) as Marked<Response>
  response[DOCUMENT_BUFFER] = body
  return response
}

export function takeDocumentBuffer(response: Response): Buffer | undefined {
  return (response as Marked<Response>)[DOCUMENT_BUFFER]
}
