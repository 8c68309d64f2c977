import { createHash } from 'node:crypto'

export type CspOptions = {
  reportOnly: boolean
  /** Third-party origins added by configuration (env CSP_*_ORIGINS), per directive. */
  scriptOrigins: readonly string[]
  connectOrigins: readonly string[]
  imgOrigins: readonly string[]
  frameOrigins: readonly string[]
}

export type CspHeader = { name: string; value: string }

// Inline <script> and <style> elements, and style attributes. JSON-LD and other data blocks are
// not run, so they need no hash. The page is searched as bytes, which is what gets hashed anyway
// (the browser hashes the UTF-8 of the text): no copy of the whole page as a string, no regular
// expression walking it (docs/performance.md). React writes tag and attribute names in lower
// case, one space apart, escapes every '"' and '>' in attribute values and every '"' in text and
// (as \") in the inline JSON, so ` style="` only ever starts a style attribute. Markup spelled
// otherwise (provider HTML) gets no hash: the browser then refuses it, the safe way to fail.
const SCRIPT = { open: Buffer.from('<script'), close: Buffer.from('</script>') }
const STYLE = { open: Buffer.from('<style'), close: Buffer.from('</style>') }
// ` style="` is found by its tail: a search is as quick as the pattern's first byte is rare, and
// the page is full of spaces (`yle="` took the home page's search from 40 to 4 µs).
const STYLE_ATTRIBUTE = { tail: Buffer.from('yle="'), head: Buffer.from(' st') }
const SOURCE = /\bsrc=/
const DATA_BLOCK = /\btype="(?!module"|text\/javascript")[^"]*"/

/**
 * A strict policy for one HTML document: scripts and styles from the site's own origin, plus
 * the inline ones this very document holds, allowed by their SHA-256 (never 'unsafe-inline').
 * The policy is computed from the final HTML, so the page cache stores it with the page and a
 * cached page and its header always agree, which a per-request nonce could not do.
 */
export function getContentSecurityPolicy(page: Buffer | string, options: CspOptions): CspHeader {
  const html = typeof page === 'string' ? Buffer.from(page) : page
  const scriptHashes = new Set<string>()
  for (const { attributes, body } of elements(html, SCRIPT)) {
    if (!SOURCE.test(attributes) && !DATA_BLOCK.test(attributes)) scriptHashes.add(hash(body))
  }
  const styleHashes = new Set<string>()
  for (const { body } of elements(html, STYLE)) styleHashes.add(hash(body))
  // Attribute values are HTML-escaped in the markup; the browser hashes the decoded value.
  const attributeHashes = new Set<string>()
  for (const value of styleAttributes(html)) attributeHashes.add(hash(decodeAttribute(value)))
  const styleSources = [...styleHashes, ...attributeHashes]
  if (attributeHashes.size > 0) styleSources.push("'unsafe-hashes'")

  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...options.scriptOrigins].join(' '),
    ['style-src', "'self'", ...styleSources].join(' '),
    ['img-src', "'self'", 'data:', ...options.imgOrigins].join(' '),
    "font-src 'self'",
    // Named although default-src covers it: the site's web app manifest (issue 34) stays allowed
    // whatever a later change makes of the default.
    "manifest-src 'self'",
    ['connect-src', "'self'", ...options.connectOrigins].join(' '),
    ['frame-src', "'self'", ...options.frameOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ]
  return {
    name: options.reportOnly ? 'content-security-policy-report-only' : 'content-security-policy',
    value: directives.join('; '),
  }
}

function hash(content: Buffer | string): string {
  return `'sha256-${createHash('sha256').update(content).digest('base64')}'`
}

/** Each element of a kind: its attributes (as text) and its content (as bytes). */
function* elements(html: Buffer, tag: { open: Buffer; close: Buffer }) {
  for (let at = html.indexOf(tag.open); at !== -1; at = html.indexOf(tag.open, at + 1)) {
    const after = html[at + tag.open.length]
    // `<scripts` or `<styled` would be other tags.
    if (after !== SPACE && after !== GREATER_THAN) continue
    const tagEnd = html.indexOf(GREATER_THAN, at)
    const end = tagEnd === -1 ? -1 : html.indexOf(tag.close, tagEnd)
    if (end === -1) return
    yield {
      attributes: html.toString('utf8', at + tag.open.length, tagEnd),
      body: html.subarray(tagEnd + 1, end),
    }
    at = end
  }
}

function* styleAttributes(html: Buffer) {
  const { tail, head } = STYLE_ATTRIBUTE
  for (let at = html.indexOf(tail); at !== -1; ) {
    const start = at + tail.length
    if (at < head.length || !html.subarray(at - head.length, at).equals(head)) {
      at = html.indexOf(tail, start)
      continue
    }
    const end = html.indexOf(QUOTE, start)
    if (end === -1) return
    yield html.toString('utf8', start, end)
    at = html.indexOf(tail, end)
  }
}

const SPACE = 0x20
const GREATER_THAN = 0x3e
const QUOTE = 0x22

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
}

function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
}
