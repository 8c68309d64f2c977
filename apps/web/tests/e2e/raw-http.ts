import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'

import { WEB_PORT } from '../../playwright.config'

export type RawResponse = {
  status: number
  headers: IncomingHttpHeaders
  /** The body as it travelled, still encoded. */
  bytes: Buffer
  /** The same bytes read as UTF-8. */
  body: string
}

/**
 * A GET to the website over node:http: what a browser or Playwright's request context would
 * change on the way stays as sent (a foreign Host header) and as received (the encoded body).
 */
export function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: WEB_PORT, path, headers, method: 'GET' },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            bytes,
            body: bytes.toString(),
          })
        })
      },
    )
    request.on('error', reject)
    request.end()
  })
}
