/**
 * A phone number as a tel: link: digits and a leading + only ("(555) 010-3040" ->
 * tel:5550103040). An extension is left out, since dialling it with the number would be wrong.
 */
export function toTelHref(phone: string): string | null {
  const number = phone.trim().replace(/\s*(?:ext\.?|extension|x)\s*\d+$/i, '')
  const digits = number.replace(/(?!^\+)\D/g, '')
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null
}

/** An address as a mailto: link; anything that is not one address is shown but not linked. */
export function toMailtoHref(email: string): string | null {
  const address = email.trim()
  return /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/.test(address) ? `mailto:${address}` : null
}
