/**
 * A Google Maps directions link to an address (Maps URLs API: api=1, destination), or null for a
 * blank address. Line breaks and runs of spaces in a stored address become single spaces.
 */
export function getDirectionsUrl(address: string): string | null {
  const destination = address.replace(/\s+/g, ' ').trim()
  if (destination === '') return null
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}
