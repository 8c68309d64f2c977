import { createHash } from 'node:crypto'

import { escapeXml } from '../utils/rss.server'

// The two pages outside the application's shell (docs/decisions/025): the note that an external
// path is served elsewhere, and the showcase's full-screen video player. No script, one small
// stylesheet, `noindex`; each sends its own Content-Security-Policy, which the server keeps
// (server/render-page.ts), so the player may name the one frame origin it needs. The site's icon
// is linked, as the shell's pages link it: otherwise browsers ask for /favicon.ico, which is no
// page of the site (a redirect to the 404 page, logged in the console of every visit).

const STYLE = `
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111;color:#f5f5f5}
main{max-width:36rem;padding:2rem;line-height:1.5}
a{color:#9cc9ff}
.player{position:fixed;inset:0;display:grid;place-items:center;max-width:none;padding:0}
.player iframe{width:100%;height:100%;border:0}
.player h1,.player p{padding:0 1rem;text-align:center}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

type PlainPage = {
  title: string
  /** Trusted markup: built by the caller with `text()` for anything from outside. */
  body: string
  status: number
  frameOrigin?: string
}

export function plainPageResponse({ title, body, status, frameOrigin }: PlainPage): Response {
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text(title)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`
  const policy = [
    "default-src 'none'",
    `style-src ${STYLE_HASH}`,
    "img-src 'self'",
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
      'X-Robots-Tag': 'noindex',
      'Cache-Control': 'public, max-age=300',
    },
  })
}

/** Text for the page's markup, escaped. */
export function text(value: string): string {
  return escapeXml(value)
}
