import { endpointHref } from './endpoints'
import { withQuery } from './with-query'

// The showcase embed (SPEC 2.1 /showcase/embed.aspx, an endpoint: endpoints.ts): where an
// all-access video plays on this site, by its archive id (issue 35).

/**
 * /showcase/embed.aspx?archive={id}, and `#t={seconds}` (a media fragment: the moment a search
 * hit names) when a start is given and past the beginning.
 */
export function showcaseEmbedPath(archiveId: string, startSeconds: number | null = null): string {
  const path = withQuery(endpointHref('/showcase/embed.aspx'), { archive: archiveId })
  return startSeconds !== null && startSeconds > 0
    ? `${path}#t=${mediaSeconds(startSeconds)}`
    : path
}

/** Seconds as a media fragment writes them: whole, or to a tenth (12.5), never 12.500000001. */
export function mediaSeconds(seconds: number): string {
  return String(Math.floor(seconds * 10) / 10)
}
