import type { ClientContext } from './context'
import { toLoaded, type Loaded } from './loaded'
import { orNull } from './rosters-parts'
import type { BinaryBody } from './decode'
import type { CallOptions, Transport } from './transport'

// The provider's own files (documents, publications, podcast audio): addresses and bytes. A file
// on the provider is passed on as its site-relative path, /media/{tenant}/..., the way images are
// (/images/{tenant}/...): it is data, not one of the site's pages, and the website serves it from
// its own origin by proxying /media/* to the provider like /images/* (streaming, with Range for
// audio). A file elsewhere keeps its address as sent.

const LABEL = 'media files repository'

/** Documents and publications: the largest PDF read whole (bytes held in memory). */
export const MEDIA_FILE_MAX_BYTES = 20 * 1024 * 1024
/** RSS feeds: a feed is text, and a long one is a few hundred kilobytes. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024

/** A file's bytes and content type, for passing through. */
export type FileBody = BinaryBody

// Plain segments only: no `..`, no empty segment, nothing to normalise away.
const MEDIA_PATH = /^\/media\/[a-z0-9-]+(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)+$/

/** True for the site-relative path of one of the provider's files, /media/{tenant}/... */
export const isMediaPath = (path: string) => MEDIA_PATH.test(path) && !path.includes('..')

/**
 * A file address as the website should use it: on the provider's origin under /media/, the
 * site-relative path (query and fragment dropped); a site-relative path as sent; any other
 * absolute http(s) address as sent. Null when blank or not an address.
 */
export function toMediaUrl(
  value: string | null | undefined,
  providerOrigin: string,
): string | null {
  const text = orNull(value)?.trim()
  if (!text) return null
  if (text.startsWith('/') && !text.startsWith('//')) return text
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return url.origin === providerOrigin && isMediaPath(url.pathname) ? url.pathname : text
}

/**
 * A feed's XML as bytes (GET /Rss/xml, /Podcasts/rss): 204 is `missing` (no such sport or
 * podcast); an answer that is not XML is the provider failing. Never cached.
 */
export async function loadFeed(
  { transport, logger }: Pick<ClientContext, 'transport' | 'logger'>,
  label: string,
  path: string,
  options: CallOptions,
): Promise<Loaded<FileBody>> {
  const outcome = await transport.getBinary({
    label,
    path,
    accept: 'application/rss+xml, application/xml;q=0.9',
    maxBytes: FEED_MAX_BYTES,
    signal: options.signal,
    allowNotFound: true,
  })
  return checked(outcome, /^(application\/(rss\+)?xml|text\/xml)\b/i, logger, label, path)
}

function checked(
  outcome: Awaited<ReturnType<Transport['getBinary']>>,
  type: RegExp,
  logger: ClientContext['logger'],
  label: string,
  path: string,
): Loaded<FileBody> {
  if (outcome.kind === 'ok' && !type.test(outcome.data.contentType)) {
    const contentType = outcome.data.contentType
    logger.error({ label, path, contentType }, `${label}: unexpected content type`)
    return { status: 'unavailable' }
  }
  return toLoaded(outcome)
}

export type MediaFileQuery = {
  /** The Accept header and the content types taken, e.g. 'application/pdf'. Default any. */
  accept?: string
  /** Default MEDIA_FILE_MAX_BYTES. */
  maxBytes?: number
}

export function mediaFilesResource({ transport, logger }: ClientContext) {
  return {
    /**
     * GET /media/{tenant}/...: a public file's bytes, whole, by the site-relative path an entity
     * gave (`Document.file`, `Publication.file`, `PodcastEpisode.audio.url`). `missing` for a 404
     * or a path that is not one of the provider's files (nothing is asked); `unavailable` for a
     * failure, another content type than `accept`, or a body over `maxBytes`. Never cached. Audio
     * is for the website's /media proxy (Range), not for this: it reads whole files only.
     */
    async loadMediaFile(
      path: string,
      options: CallOptions & MediaFileQuery = {},
    ): Promise<Loaded<FileBody>> {
      if (!isMediaPath(path)) return { status: 'missing' }
      const accept = options.accept ?? '*/*'
      const outcome = await transport.getBinary({
        label: LABEL,
        path,
        outsideApi: true,
        accept,
        maxBytes: options.maxBytes ?? MEDIA_FILE_MAX_BYTES,
        signal: options.signal,
        allowNotFound: true,
      })
      const type = accept === '*/*' ? /(?:)/ : new RegExp(`^${escape(accept)}\\b`, 'i')
      return checked(outcome, type, logger, LABEL, path)
    },
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
