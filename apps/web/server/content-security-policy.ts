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
// not run, so they need no hash.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi
const DATA_BLOCK = /\btype="(?!module"|text\/javascript")[^"]*"/i
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi
// React writes attribute names in lower case and escapes every '"' in text, in other attribute
// values and (as \") in the inline JSON, so ` style="` only ever starts a style attribute.
// Matching it directly, not tag by tag, keeps this off the render's profile (docs/performance.md).
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g

/**
 * A strict policy for one HTML document: scripts and styles from the site's own origin, plus
 * the inline ones this very document holds, allowed by their SHA-256 (never 'unsafe-inline').
 * The policy is computed from the final HTML, so the page cache stores it with the page and a
 * cached page and its header always agree, which a per-request nonce could not do.
 */
export function getContentSecurityPolicy(html: string, options: CspOptions): CspHeader {
  const scriptHashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (!DATA_BLOCK.test(attributes)) scriptHashes.add(hash(body))
  }
  const styleHashes = new Set<string>()
  for (const [, body = ''] of html.matchAll(INLINE_STYLE)) styleHashes.add(hash(body))
  // Attribute values are HTML-escaped in the markup; the browser hashes the decoded value.
  const attributeHashes = new Set<string>()
  for (const [, value = ''] of html.matchAll(STYLE_ATTRIBUTE)) {
    attributeHashes.add(hash(decodeAttribute(value)))
  }
  const styleSources = [...styleHashes, ...attributeHashes]
  if (attributeHashes.size > 0) styleSources.push("'unsafe-hashes'")

  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...scriptHashes, ...options.scriptOrigins].join(' '),
    ['style-src', "'self'", ...styleSources].join(' '),
    ['img-src', "'self'", 'data:', ...options.imgOrigins].join(' '),
    "font-src 'self'",
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

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

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
