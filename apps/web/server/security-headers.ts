// Sent with every response, by the Hono app and by the page cache's fast path alike, so a page
// answered from the cache carries exactly what a rendered one does. The Content-Security-Policy
// is per page (server/content-security-policy.ts): it names the page's own inline scripts.
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['cross-origin-resource-policy', 'same-origin'],
  ['origin-agent-cluster', '?1'],
  // Sponsors and partners see where their visitors come from, not the full URL.
  ['referrer-policy', 'strict-origin-when-cross-origin'],
  ['strict-transport-security', 'max-age=15552000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-dns-prefetch-control', 'off'],
  ['x-frame-options', 'SAMEORIGIN'],
  ['x-permitted-cross-domain-policies', 'none'],
  ['x-xss-protection', '0'],
]
