import type { ServerMarkup } from './server-markup'

// Markup made on the server (decision 017) reaches the browser in the document already. Sent in
// the page's hydration data as well, it travelled twice: 20 of the home page's 50 KB of
// hydration data, 100 KB on a calendar month. So for a document request the markup rides on a
// property the hydration data's encoder does not see (it encodes an object's own enumerable
// keys): the server renders it, the browser hydrates the element as it is, since React does not
// compare inner HTML when it hydrates (<StaticHtml>). A client-side navigation's data request
// (`.data`) gets the markup as an ordinary property, since there the browser renders it.

/**
 * `data` with `value` under `key` for the server's render only: the browser is never sent it (a
 * page's structured data, which crawlers read in the document; see BUILT_ON_SERVER in meta.ts).
 */
export function withServerOnly<T extends object, K extends string, V>(
  data: T,
  key: K,
  value: V,
): T & { readonly [P in K]?: V } {
  return Object.defineProperty(data, key, { value, enumerable: false })
}

type ToMarkup = {
  (html: string): ServerMarkup
  (html: string | null): ServerMarkup | null
}

/** Wraps markup for a loader's answer to `request`; null stays null. */
export function markupFor(request: Request): ToMarkup {
  const forDocument = !new URL(request.url).pathname.endsWith('.data')
  return ((html: string | null) => {
    if (html === null) return null
    return forDocument ? withServerOnly({}, 'html', html) : { html }
  }) as ToMarkup
}
