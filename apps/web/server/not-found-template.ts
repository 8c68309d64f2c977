import { constants, crc32, deflateRawSync } from 'node:zlib'

// SPEC.md 2.1 sends every unknown path to /404?path=..., a page that names the path. Rendered per
// path, a flood of random paths would cost a full render each; instead the page is rendered once
// with a placeholder for the path, and each request fills the placeholder in. The route reads
// the path from the location (routes/not-found/not-found.tsx), so it appears only in the
// markup, never in the hydration data or an inline script: the page's Content-Security-Policy
// hashes still hold.
const TOKEN = 'fieldhouse-asked-path-placeholder'
/** The address to render the template from. */
export const TEMPLATE_URL = `/404?path=%2F${TOKEN}`
// As text (the heading's explanation, the meta description) the path appears decoded; in the
// page's own address (the alert form's way back) it appears URL-encoded.
const HOLE = new RegExp(`(%2F|/)${TOKEN}`, 'g')
const SCRIPT = /<script[\s\S]*?<\/script>/gi

type Hole = 'text' | 'address'

export type Template = {
  /** The markup around the holes: one more segment than holes. */
  segments: Buffer[]
  holes: Hole[]
  /** Each segment raw-deflated on its own and flushed to a byte boundary, so they concatenate. */
  deflated: Buffer[]
}

/** The template in a rendered not-found page, or null if the path reached a script. */
export function toTemplate(html: string): Template | null {
  const holes: Hole[] = []
  const parts = html.split(HOLE)
  const segments: string[] = []
  parts.forEach((part, index) => {
    if (index % 2 === 0) segments.push(part)
    else holes.push(part === '/' ? 'text' : 'address')
  })
  const outsideScripts = html.replace(SCRIPT, '').split(HOLE).length
  if (holes.length === 0 || outsideScripts !== parts.length) return null
  const buffers = segments.map((segment) => Buffer.from(segment))
  return {
    segments: buffers,
    holes,
    deflated: buffers.map((segment, index) => deflate(segment, index === buffers.length - 1)),
  }
}

export type FilledTemplate = { identity: Buffer; gzip: Buffer }

/**
 * The page for one asked-for path, with no compression work per request: a gzip member is the
 * pre-compressed segments with the holes between them as stored (uncompressed) deflate blocks,
 * then the CRC and length of the whole, which zlib's crc32 computes at memory speed.
 */
export function fillTemplate(template: Template, askedPath: string): FilledTemplate {
  const values = {
    text: Buffer.from(escapeHtml(askedPath)),
    address: Buffer.from(escapeHtml(encodeURIComponent(askedPath))),
  }
  const identity: Buffer[] = []
  const compressed: Buffer[] = [GZIP_HEADER]
  let crc = 0
  template.segments.forEach((segment, index) => {
    const hole = template.holes[index]
    identity.push(segment)
    crc = crc32(segment, crc)
    if (hole === undefined) {
      compressed.push(template.deflated[index] ?? Buffer.alloc(0))
      return
    }
    const value = values[hole]
    identity.push(value)
    crc = crc32(value, crc)
    compressed.push(template.deflated[index] ?? Buffer.alloc(0), storedBlock(value))
  })
  const body = Buffer.concat(identity)
  const trailer = Buffer.alloc(8)
  trailer.writeUInt32LE(crc >>> 0, 0)
  trailer.writeUInt32LE(body.length % 2 ** 32, 4)
  compressed.push(trailer)
  return { identity: body, gzip: Buffer.concat(compressed) }
}

// Magic, deflate, no flags, no time, no extra flags, OS unknown.
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255])

function deflate(data: Buffer, last: boolean): Buffer {
  return deflateRawSync(data, { finishFlush: last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH })
}

// RFC 1951 3.2.4: a non-final stored block starts on a byte boundary (where a sync flush leaves
// the stream) with a zero header byte, then LEN and its complement, then the bytes as they are.
const MAX_STORED = 0xffff

function storedBlock(data: Buffer): Buffer {
  const blocks: Buffer[] = []
  for (let start = 0; start < data.length; start += MAX_STORED) {
    const chunk = data.subarray(start, start + MAX_STORED)
    const header = Buffer.alloc(5)
    header.writeUInt16LE(chunk.length, 1)
    header.writeUInt16LE(~chunk.length & 0xffff, 3)
    blocks.push(header, chunk)
  }
  return Buffer.concat(blocks)
}

// What React does to text and attribute values.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char)
}
