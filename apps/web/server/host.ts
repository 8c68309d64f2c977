// RFC 9110 Host: a DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port.
// Anything else (spaces, '@', '/', a second colon, an empty name) cannot name this site; it gets a
// 400 before it reaches the page cache or the router, which would build URLs from it.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?'
const HOST = new RegExp(
  `^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]{2,45}\\])(?::[0-9]{1,5})?$`,
  'i',
)

export function isValidHost(host: string | undefined): boolean {
  return host !== undefined && host.length <= 260 && HOST.test(host)
}
