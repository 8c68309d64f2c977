import { href } from 'react-router'

/** A tag's stories, of every sport or of one (by the sport's global slug). */
export function tagPath(tagSlug: string, sportSlug: string | null = null): string {
  return href('/tags/:tagSlug/:sportSlug?', {
    tagSlug,
    ...(sportSlug === null ? {} : { sportSlug }),
  })
}

/** The list of every tag. */
export function tagsPath(): string {
  return href('/tags')
}
