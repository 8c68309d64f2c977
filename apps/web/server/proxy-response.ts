// What the image and media proxies share: their plain-text failures (never cached) and the
// headers they pass on by name, from the visitor's request or the provider's answer.

export function plainResponse(
  status: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(message, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  })
}

/** The named headers of `from` that have a value, and no others. */
export function pickHeaders(from: Headers, names: readonly string[]): Headers {
  const picked = new Headers()
  for (const name of names) {
    const value = from.get(name)
    if (value) picked.set(name, value)
  }
  return picked
}
