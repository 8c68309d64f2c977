/**
 * Where the provider files a person's bio page, read from the `url` it sends with a person
 * (`/sports/{slug}/roster/{name}/{id}`, `.../roster/coaches|staff/{name}/{id}`, a path or a full
 * address on the site's domain). The client answers this as data, never the address itself: the
 * website builds its own addresses with its own slug rule (apps/web, `*-paths.ts`).
 */
export type BioPlacement = {
  globalSportNameSlug: string
  section: 'roster' | 'coaches' | 'staff'
  id: number
}

const BIO_PATH = /^\/sports\/([a-z0-9-]+)\/roster\/(?:(coaches|staff)\/)?[a-z0-9-]+\/(\d+)$/

/** The sport, section and id a bio url names; null for anything else (a staff-directory page). */
export function toBioPlacement(url: string | null | undefined): BioPlacement | null {
  if (!url) return null
  let pathname: string
  try {
    pathname = new URL(url, 'https://site.invalid').pathname
  } catch {
    return null
  }
  const match = BIO_PATH.exec(pathname)
  if (!match?.[1] || !match[3]) return null
  const section = match[2] === 'coaches' || match[2] === 'staff' ? match[2] : 'roster'
  return { globalSportNameSlug: match[1], section, id: Number(match[3]) }
}
