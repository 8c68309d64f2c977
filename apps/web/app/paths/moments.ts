import { href } from 'react-router'

/** Every sport's moments (null), or one sport's by its global slug. */
export function momentsPath(sportSlug: string | null): string {
  return sportSlug === null ? href('/moments') : href('/sports/:slug/moments', { slug: sportSlug })
}
