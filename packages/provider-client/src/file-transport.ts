import type { Logger } from './logger'
import { createTransport, type Transport, type TransportOptions } from './transport'

// What the media calls need and the shared transport cannot say yet: a request header of the
// caller's (a protected sport file's X-Access-Code, a bearer token on a file's bytes) and a path
// outside /api (the provider's public files, /media/{tenant}/...). Both are transports built by
// createTransport from the client's own options (same timeout, retry, byte cap, logging), with a
// fetch that adds the header or drops the /api/v2 prefix; never cached. Once the transport takes
// `headers` and `outsideApi` itself, this file folds into it.

export type FileTransportOptions = Omit<TransportOptions, 'cache'> & { now: () => number }

export type FileTransport = {
  /** The provider's origin: a file address on it is one of the provider's own files. */
  providerOrigin: string
  /** Public files: `getBinary({ path: '/media/{tenant}/...' })` asks exactly that path. */
  media: Transport
  /**
   * A transport sending `headers` on every call. A failure with one of the `expected` statuses
   * (a refused code, an ended session) is the caller's answer to give, so it is not logged.
   */
  withHeaders(headers: Record<string, string>, expected: readonly number[]): Transport
}

export function createFileTransport(options: FileTransportOptions): FileTransport {
  const base = options.baseUrl.replace(/\/+$/, '')
  const apiMedia = `${base}/api/v2/media/`
  const media = createTransport({
    ...options,
    cache: null,
    fetch: (input, init) => {
      const url = String(input)
      return options.fetch(
        url.startsWith(apiMedia) ? `${base}/media/${url.slice(apiMedia.length)}` : url,
        init,
      )
    },
  })
  return {
    providerOrigin: new URL(base).origin,
    media,
    withHeaders(headers, expected) {
      return createTransport({
        ...options,
        cache: null,
        logger: quietOn(options.logger, expected),
        fetch: (input, init) => {
          const merged = new Headers(init?.headers)
          for (const [name, value] of Object.entries(headers)) merged.set(name, value)
          return options.fetch(input, { ...init, headers: merged })
        },
      })
    },
  }
}

function quietOn(logger: Logger, statuses: readonly number[]): Logger {
  return {
    warn: (obj, msg) => logger.warn(obj, msg),
    error: (obj, msg) => {
      const status = 'status' in obj ? obj.status : null
      if (typeof status !== 'number' || !statuses.includes(status)) logger.error(obj, msg)
    },
  }
}
