// SPEC.md 2.1 "Documents": /documents/{any path}. The part after /documents/ names a document by
// its path as the provider lists it (2026/12/10/football-game-notes.pdf). It is read strictly, so
// that no spelling of it can step outside the document store: plain segments only, no `.` or
// `..`, no empty segment, no backslash, no encoded slash, backslash, dot or control character.

const MAX_LENGTH = 300
// What a segment may hold as written in the address: unreserved characters and escapes.
const RAW = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)*$/
// Escapes that would hide a separator, a dot or a control character.
const HIDDEN = /%(?:2f|5c|2e|[01][0-9a-f]|7f)/i

/**
 * The document path of a raw (still percent-encoded) address after `/documents/`, decoded, or
 * null when it cannot name a document.
 */
export function parseDocumentPath(raw: string): string | null {
  if (raw.length === 0 || raw.length > MAX_LENGTH || !RAW.test(raw) || HIDDEN.test(raw)) {
    return null
  }
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return null
  }
  const segments = path.split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    return null
  }
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null
  return path
}
