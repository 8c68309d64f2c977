/** SPEC 9: truncation default, for both the plain and the html-stripping variant. */
export const DEFAULT_TRUNCATE_LENGTH = 50

/**
 * Text longer than `max` becomes its first `max` characters plus '...'. Characters are counted as
 * code points so an emoji or accented letter is never cut in half.
 */
export function truncate(text: string, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  const chars = Array.from(text)
  return chars.length > max ? `${chars.slice(0, Math.max(0, max)).join('')}...` : text
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/**
 * Plain text of an html fragment: script and style bodies and all tags removed, the common
 * entities decoded (so '&amp;' counts as one character), whitespace collapsed. The result is
 * text to render escaped, not markup to trust.
 */
export function toPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => decodeEntity(entity, name))
    .replace(/\s+/g, ' ')
    .trim()
}

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#')) {
    const hex = name[1] === 'x' || name[1] === 'X'
    const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
  }
  return ENTITIES[name.toLowerCase()] ?? entity
}

export function truncatePlain(html: string, max: number = DEFAULT_TRUNCATE_LENGTH): string {
  return truncate(toPlainText(html), max)
}
