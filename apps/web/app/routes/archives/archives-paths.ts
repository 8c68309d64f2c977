import { href } from 'react-router'

/** The story archive: every sport's (null), or one sport's by its global slug. */
export function archivesPath(sportSlug: string | null): string {
  return sportSlug === null
    ? href('/archives')
    : href('/sports/:slug/archives', { slug: sportSlug })
}
