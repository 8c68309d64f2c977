// The department's own facts from its settings (SPEC.md 3 "Site settings" and "Mobile
// settings"), made safe to show: the App Store id of its app, its postal address for structured
// data, and the page templates it chose (SPEC.md 7, /common/templates and its per-sport rows).

/**
 * The numeric App Store id for Safari's smart app banner (`app-id=...`); null when unset or not
 * an id (anything else would put the provider's text into a meta tag browsers act on).
 */
export function toAppleAppId(value: string | null | undefined): string | null {
  const id = value?.trim().replace(/^id/i, '') ?? ''
  return /^\d{1,20}$/.test(id) ? id : null
}

export type PostalAddress = {
  streetAddress: string
  addressLocality?: string
  addressRegion?: string
  postalCode?: string
}

/**
 * A one-line address as schema.org PostalAddress parts. The provider sends one string; the
 * common US form "street, city, ST 12345" is split, anything else stays whole as the street
 * address (still a valid PostalAddress, and nothing is guessed).
 */
export function toPostalAddress(address: string | null | undefined): PostalAddress | null {
  const text = address?.replace(/\s+/g, ' ').trim()
  if (!text) return null
  const parts = text.split(/\s*,\s*/)
  const last = /^([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts.at(-1) ?? '')
  if (parts.length >= 3 && last?.[1] && last[2]) {
    return {
      streetAddress: parts.slice(0, -2).join(', '),
      addressLocality: parts.at(-2) ?? '',
      addressRegion: last[1].toUpperCase(),
      postalCode: last[2],
    }
  }
  return { streetAddress: text }
}
