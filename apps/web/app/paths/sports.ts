import { href } from 'react-router'

/** /sports/{slug}: a sport's home, by its global short name. */
export function sportPath(slug: string): string {
  return href('/sports/:slug', { slug })
}
