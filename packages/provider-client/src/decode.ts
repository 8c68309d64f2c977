import type { z } from 'zod'
import { abortable } from './deadline'
import type { Outcome } from './outcome'

// Decoding: what a response means for the call that got it, and reading a 2xx body, JSON parsed
// and mapped by the call's schema (the contract's Zod schema with the resource's transform) or
// bytes. The call's deadline (`signal`) still covers reading.

/** What `getBinary` answers. */
export type BinaryBody = { bytes: Uint8Array<ArrayBuffer>; contentType: string }

export type Reader<T> = (response: Response, signal: AbortSignal) => Promise<T>

/**
 * 204 is `no-content` (nothing read); 404 `not-found` on an item call; 401 `denied` to a call
 * with credentials (a bearer token, or a POST); a caller's expected status `failed` with it,
 * unlogged (a POST's with its JSON body and Retry-After). Any other non-2xx throws: the provider
 * failing. A 2xx is what `read` makes of it; a body `read` refuses throws too.
 */
export async function decodeResponse<T>(
  response: Response,
  signal: AbortSignal,
  call: {
    allowNotFound?: boolean | undefined
    expected?: readonly number[] | undefined
    bearer?: string | undefined
    json?: string | undefined
  },
  read: Reader<T>,
): Promise<Outcome<T>> {
  const status = response.status
  const credentials = call.bearer !== undefined || call.json !== undefined
  if (status === 204) return { kind: 'no-content' }
  if (status === 404 && call.allowNotFound) return { kind: 'not-found' }
  if (status === 401 && credentials) return { kind: 'denied' }
  if (call.expected?.includes(status)) {
    if (call.json === undefined) return { kind: 'failed', status }
    const body: unknown = await abortable(response.json(), signal)
    return { kind: 'failed', status, body, retryAfter: response.headers.get('retry-after') }
  }
  if (!response.ok) throw new Error(`Unexpected status ${status}`)
  return { kind: 'ok', data: await read(response, signal) }
}

/** A JSON body parsed (and mapped) by `schema`; one it refuses throws its ZodError. */
export const readJson =
  <T>(schema: z.ZodType<T>): Reader<T> =>
  async (response, signal) => {
    const parsed = schema.safeParse(await abortable(response.json(), signal))
    if (!parsed.success) throw parsed.error
    return parsed.data
  }

/** The bytes and content type of a body of at most `maxBytes` (readCapped). */
export const readBinary =
  (maxBytes: number): Reader<BinaryBody> =>
  async (response, signal) => ({
    bytes: await readCapped(response, maxBytes, signal),
    contentType: response.headers.get('content-type') ?? '',
  })

/** A body of at most `maxBytes`, or an error as soon as it is known to be longer. */
async function readCapped(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) throw new Error(`Body of ${declared} bytes is over ${maxBytes}`)
  const reader = response.body?.getReader()
  if (!reader) return new Uint8Array(0)
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await abortable(reader.read(), signal)
      if (done) break
      size += value.byteLength
      if (size > maxBytes) throw new Error(`Body is over ${maxBytes} bytes`)
      chunks.push(value)
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined)
    throw error
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
