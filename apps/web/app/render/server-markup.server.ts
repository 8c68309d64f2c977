import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

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

declare const madeByOurComponents: unique symbol

/**
 * Markup our own components made, kept to be sent again (a section made once per answer of the
 * provider, or for a few seconds). Branded so that no other string, provider HTML above all,
 * can be passed to `serverSection` as markup.
 */
export type StaticMarkup = string & { readonly [madeByOurComponents]: true }

/** A section made now and kept: for what is made once and sent to many pages. */
export function toStaticMarkup(element: ReactElement): StaticMarkup {
  return renderToStaticMarkup(element) as StaticMarkup
}

/**
 * Sections made apart shown as one (null: those absent), so a page shows them with one
 * `<StaticHtml>`: each element a page adds costs its JavaScript, where one more section in the
 * same markup costs none. Null when every part is.
 */
export function joinStaticMarkup(parts: readonly (StaticMarkup | null)[]): StaticMarkup | null {
  const present = parts.filter((part): part is StaticMarkup => part !== null && part !== '')
  return present.length === 0 ? null : (present.join('') as StaticMarkup)
}

type Section = ReactElement | StaticMarkup

/**
 * A server-only section of the answer to `request`: a view rendered to markup (or markup made
 * before with `toStaticMarkup`), for the page to show with `<StaticHtml markup>`. The view's
 * code stays on the server; the markup travels once. A section that may be absent is null.
 */
export function serverSection(request: Request, section: Section): ServerMarkup
export function serverSection(request: Request, section: Section | null): ServerMarkup | null
export function serverSection(request: Request, section: Section | null): ServerMarkup | null {
  if (section === null) return null
  const html = typeof section === 'string' ? section : renderToStaticMarkup(section)
  return isDataRequest(request) ? { html } : withServerOnly({}, 'html', html)
}

function isDataRequest(request: Request): boolean {
  return new URL(request.url).pathname.endsWith('.data')
}
