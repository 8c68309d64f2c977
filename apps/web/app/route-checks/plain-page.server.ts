import { createHash } from 'node:crypto'

import { escapeXml } from '../utils/rss.server'

// The two pages outside the application's shell (docs/decisions/025): the note that an external
// path is served elsewhere, and the showcase's full-screen video player. No script, one small
// stylesheet, `noindex` (but for the embed's playable video, a page worth finding); each sends its own Content-Security-Policy, which the server keeps
// (server/render-page.ts), so the player may name the one frame origin it needs. The site's icon
// is linked, as the shell's pages link it: otherwise browsers ask for /favicon.ico, which is no
// page of the site (a redirect to the 404 page, logged in the console of every visit).

// The site's own surface, ink and focus ring (app.css), light or dark as the visitor's system
// is; the full-screen YouTube player sits on black, and the archive player's watch page
// (endpoints/showcase-embed/) reads as one of the site's pages.
const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif;--surface:#fff;--raised:#f3f4f6;--ink:#111827;--muted:#4b5563;--line:#d1d5db;--link:#1d4ed8;--focus:#1d4ed8}
@media (prefers-color-scheme:dark){:root{--surface:#0b0f17;--raised:#161b26;--ink:#f3f4f6;--muted:#c2c8d2;--line:#374151;--link:#93c5fd;--focus:#93c5fd}}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--surface);color:var(--ink)}
main{max-width:36rem;padding:2rem;line-height:1.5}
a{color:var(--link)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.player{position:fixed;inset:0;display:grid;place-items:center;max-width:none;padding:0;background:#000;color:#f5f5f5}
.player a{color:#9cc9ff}
.player iframe{width:100%;height:100%;border:0}
.player h1,.player p{padding:0 1rem;text-align:center}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.watch{place-self:start center;width:100%;max-width:64rem;padding:0 0 2rem;box-sizing:border-box}
.watch video,.watch .poster{display:block;width:100%;aspect-ratio:16/9;background:#000;object-fit:cover}
.watch>:not(video,.poster){margin-left:1rem;margin-right:1rem}
.watch h1{font-family:'Arial Narrow','Roboto Condensed','Helvetica Neue',system-ui,sans-serif;font-size:1.75rem;font-weight:900;line-height:1.15;margin-top:1rem;margin-bottom:.25rem}
.watch .meta{color:var(--muted);font-weight:700;font-size:.875rem;margin-top:0;margin-bottom:0}
.watch .notice{border-left:4px solid var(--ink);background:var(--raised);padding:.75rem;margin-top:1rem}
.watch details{border-top:2px solid var(--line);margin-top:1rem;padding-top:.5rem}
.player-bar{display:flex;gap:.5rem;margin-top:.75rem}
.player-bar[hidden]{display:none}
.player-bar button{font:inherit;font-weight:700;min-height:2.75rem;padding:.5rem 1rem;border:2px solid var(--ink);border-radius:.25rem;background:var(--surface);color:var(--ink);cursor:pointer}
.player-bar button[aria-pressed=true]{background:var(--ink);color:var(--surface)}
.watch summary{cursor:pointer;font-weight:800;padding:.5rem 0}
.transcript h2{display:flex;flex-wrap:wrap;gap:.75rem;align-items:baseline;font-size:1rem;margin:1rem 0 .25rem}
.transcript h2 a{font-family:ui-monospace,monospace;font-size:.875rem;text-underline-offset:2px}
.transcript p{margin:0;max-width:65ch;line-height:1.5}
`

const hash = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`
const STYLE_HASH = hash(STYLE)

type PlainPage = {
  title: string
  /** Trusted markup: built by the caller with `text()` for anything from outside. */
  body: string
  status: number
  frameOrigin?: string
  description?: string
  /** The page's absolute address, when it has one worth naming. */
  canonical?: string
  /** schema.org data, written as a JSON-LD block (not run, so no hash is needed). */
  structuredData?: Record<string, unknown>
  /** A small inline script, allowed by its hash: the page loads no script file. */
  script?: string
  /** The page plays the site's own /media files (<video>, <track>). */
  media?: boolean
  /**
   * A page for search engines (the embed's playable video, with its canonical address and its
   * VideoObject); every other plain page says noindex.
   */
  indexable?: boolean
  /** Extra headers (Retry-After on a 503). */
  headers?: Record<string, string>
}

export function plainPageResponse({
  title,
  body,
  status,
  frameOrigin,
  description,
  canonical,
  structuredData,
  script,
  media = false,
  indexable = false,
  headers = {},
}: PlainPage): Response {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${indexable ? '' : '<meta name="robots" content="noindex">\n'}<title>${text(title)}</title>
${description ? `<meta name="description" content="${text(description)}">\n` : ''}${canonical ? `<link rel="canonical" href="${text(canonical)}">\n` : ''}<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
${structuredData ? `<script type="application/ld+json">${toJsonLd(structuredData)}</script>\n` : ''}</head>
<body>
${body}
${script ? `<script>${script}</script>\n` : ''}</body>
</html>
`
  const policy = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self'",
    media ? "media-src 'self'" : null,
    script ? `script-src ${hash(script)}` : null,
    frameOrigin ? `frame-src ${frameOrigin}` : null,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ]
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': policy.filter(Boolean).join('; '),
      ...(indexable ? {} : { 'X-Robots-Tag': 'noindex' }),
      'Cache-Control': status === 200 ? 'public, max-age=300' : 'no-store',
      ...headers,
    },
  })
}

/** Text for the page's markup, escaped. */
export function text(value: string): string {
  return escapeXml(value)
}

// JSON in a <script> block: `<` escaped, so no text of the data can close the element.
function toJsonLd(value: Record<string, unknown>): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
