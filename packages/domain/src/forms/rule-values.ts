// The value tests the form rules share (build-form.ts, field-rules.ts): pure, no Intl, the same
// answer on the server and in the browser.

/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0
  return day <= days
}

/** An http or https address with a dotted host (or localhost): what a visitor can follow. */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false
  try {
    const url = new URL(value)
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      (url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname))
    )
  } catch {
    return false
  }
}

/**
 * A provider's pattern, "/^NSU-\d+$/i" or a plain text matched whole, or null for one that is
 * malformed or could backtrack without end (a quantified group holding a quantifier, as in
 * (a+)+): a form must never hang the server. Patterns are short settings, at most 200 characters.
 */
export function toPattern(source: string): RegExp | null {
  const slashed = /^\/(.+)\/([imsu]*)$/s.exec(source)
  const body = slashed ? (slashed[1] ?? '') : `^${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`
  if (body.length > 200 || /\([^)]*[+*{][^)]*\)\s*[+*{]/.test(body)) return null
  try {
    return new RegExp(body, slashed ? slashed[2] : '')
  } catch {
    return null
  }
}

/**
 * A text written in a date format of YYYY, YY, MM, M, DD and D with any separators
 * ("MM/DD/YYYY"), naming a real day.
 */
export function matchesDateFormat(value: string, format: string): boolean {
  const parts: ('Y' | 'M' | 'D')[] = []
  const source = format.replace(/YYYY|YY|MM|M|DD|D|[^YMD]/g, (token) => {
    if (token === 'YYYY') return (parts.push('Y'), '(\\d{4})')
    if (token === 'YY') return (parts.push('Y'), '(\\d{2})')
    if (token === 'MM' || token === 'DD') return (parts.push(token[0] as 'M' | 'D'), '(\\d{2})')
    if (token === 'M' || token === 'D') return (parts.push(token), '(\\d{1,2})')
    return token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  })
  const match = new RegExp(`^${source}$`).exec(value)
  if (!match || !parts.includes('Y') || !parts.includes('M') || !parts.includes('D')) return false
  const get = (part: 'Y' | 'M' | 'D') => match[parts.indexOf(part) + 1] ?? ''
  const year = get('Y').length === 2 ? `20${get('Y')}` : get('Y')
  return isIsoDate(`${year}-${get('M').padStart(2, '0')}-${get('D').padStart(2, '0')}`)
}
