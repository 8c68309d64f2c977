import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

import { env } from '../app/utils/env.server'

/**
 * The visitor's address, for per-client limits (sign-in attempts) and the provider's
 * X-Forwarded-For: the connection's, unless the connection comes from a proxy named in
 * TRUSTED_PROXIES (nginx, deploy/nginx.conf), whose X-Real-IP then names the visitor. Anyone
 * else can write that header, so it is never read from anyone else (docs/decisions/027).
 */
export function createClientAddress(trustedProxies: readonly string[]) {
  const trusted = new Set(trustedProxies.map(normalize))
  return (req: IncomingMessage): string => {
    const socket = normalize(req.socket.remoteAddress ?? 'unknown')
    if (!trusted.has(socket)) return socket
    const named = req.headers['x-real-ip']
    const address = typeof named === 'string' ? named.trim() : ''
    return isIP(address) ? normalize(address) : socket
  }
}

// An IPv4 client on a dual-stack socket appears as ::ffff:a.b.c.d.
function normalize(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

export const getClientAddress = createClientAddress(env.TRUSTED_PROXIES)
