/**
 * Markup made on the server (decision 017). After a full page load `html` is absent in the
 * browser: the markup is in the document already and is not sent again in the hydration data
 * (server-markup.server.ts). Shown with components/static-html.tsx.
 */
export type ServerMarkup = { readonly html?: string }
