import type { Context } from 'hono'
import type { MediaFileRow } from './media-file-queries'

// Answers a stored file with its content type, and one byte range of it when asked (RFC 9110
// 14): audio players seek with `Range: bytes=start-end`. One range only; a list of ranges gets
// the whole file (allowed: a server may ignore Range); a range past the end is 416.

export type ByteRange = { start: number; end: number }

// null: no usable Range header (serve it all); 'unsatisfiable': 416.
export function parseRange(
  header: string | undefined,
  size: number,
): ByteRange | null | 'unsatisfiable' {
  if (!header) return null
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // The last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  return end < start ? null : { start, end }
}

export function serveBytes(
  c: Context,
  file: Pick<MediaFileRow, 'body' | 'contentType' | 'modified'>,
  { fileName, cacheControl }: { fileName: string; cacheControl: string },
): Response {
  const size = file.body.length
  const headers: Record<string, string> = {
    'content-type': file.contentType,
    'accept-ranges': 'bytes',
    'cache-control': cacheControl,
    'content-disposition': `inline; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
    'last-modified': new Date(`${file.modified}Z`).toUTCString(),
    'x-content-type-options': 'nosniff',
  }
  const range = parseRange(c.req.header('range'), size)
  if (range === 'unsatisfiable') {
    return new Response(null, {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${size}` },
    })
  }
  if (range === null) {
    return new Response(new Uint8Array(file.body), {
      status: 200,
      headers: { ...headers, 'content-length': String(size) },
    })
  }
  const part = file.body.subarray(range.start, range.end + 1)
  return new Response(new Uint8Array(part), {
    status: 206,
    headers: {
      ...headers,
      'content-length': String(part.length),
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    },
  })
}
