// The words of a story's or a bio's body for the search index: HTML tags and comments dropped,
// the common entities read, block-built bodies walked for their text. Not a sanitiser: nothing
// here is ever shown as HTML (the search answer's snippets are plain text with match markers).

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  ndash: '–',
  mdash: '—',
  hellip: '…',
}

export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff
          ? String.fromCodePoint(code)
          : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

// Every string value of a block list, HTML ones read as text (a text block's body, a quote, a
// caption), except addresses and ids.
function blockText(value: unknown, key = ''): string[] {
  if (typeof value === 'string') {
    return /url|src|href|path|id$|type$|slug/i.test(key) ? [] : [htmlToText(value)]
  }
  if (Array.isArray(value)) return value.flatMap((item) => blockText(item, key))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => blockText(item, name))
  }
  return []
}

/** A body's words: its HTML, or its blocks when it is built of blocks. */
export function toPlainText(html: string, blocks: unknown): string {
  return [htmlToText(html), ...blockText(blocks)].filter(Boolean).join(' ')
}
