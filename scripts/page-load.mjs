import autocannon from 'autocannon'

// A load of one page as browsers ask for it (gzip) from `connections` at once, for the render
// measurements (compare-render, profile-render): `limit` is { amount } requests or { duration }
// seconds, as autocannon takes them.
export function loadPage(url, limit, connections) {
  return autocannon({
    url,
    ...limit,
    connections,
    headers: { 'accept-encoding': 'gzip' },
  })
}
