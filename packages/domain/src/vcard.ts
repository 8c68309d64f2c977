// A person as a vCard (RFC 6350, version 4.0), the file a phone or mail program adds to its
// contacts. Text values are escaped (3.4: backslash, comma, semicolon, newline) and lines longer
// than 75 octets folded (3.2) without cutting a UTF-8 character in two. Lines end in CRLF.

export type VCardPerson = {
  firstName: string
  lastName: string
  title: string | null
  /** The organisation, then its unit: ['Northfield State Athletics', 'Compliance']. */
  organization: readonly string[]
  email: string | null
  /** A tel: URI ('tel:5550103000'), as the page links the number. */
  telUri: string | null
  /** The person's page, absolute. */
  url: string | null
  /** The headshot, absolute. */
  photo: string | null
}

const MAX_LINE_OCTETS = 75

/** RFC 6350 3.4: a text value with its special characters escaped. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n')
}

/** RFC 6350 3.2: a content line folded into lines of at most 75 octets (CRLF + space). */
export function foldVCardLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = encoder.encode(char).length
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function toVCard(person: VCardPerson): string {
  const text = (value: string) => escapeVCardText(value.trim())
  const name = `${person.firstName} ${person.lastName}`.trim()
  const lines = [
    'BEGIN:VCARD',
    'VERSION:4.0',
    'KIND:individual',
    `FN:${text(name)}`,
    // N: family; given; additional; prefixes; suffixes (components separated by semicolons).
    `N:${text(person.lastName)};${text(person.firstName)};;;`,
    person.title ? `TITLE:${text(person.title)}` : null,
    person.organization.length > 0 ? `ORG:${person.organization.map(text).join(';')}` : null,
    person.email ? `EMAIL;TYPE=work:${text(person.email)}` : null,
    // A URI value is not escaped as text; the caller gives a tel: URI of digits.
    person.telUri ? `TEL;VALUE=uri;TYPE=work,voice:${person.telUri}` : null,
    person.url ? `URL:${person.url}` : null,
    person.photo ? `PHOTO:${person.photo}` : null,
    'END:VCARD',
  ]
  return lines.flatMap((line) => (line === null ? [] : [foldVCardLine(line)])).join('\r\n') + '\r\n'
}
