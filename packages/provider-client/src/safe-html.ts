import sanitizeHtml from 'sanitize-html'

/**
 * Provider HTML that has been through `toSafeHtml`, the only function that makes one. The web's
 * components that inject HTML accept nothing else, so the compiler proves that no provider HTML
 * reaches a page unsanitised (docs/decisions/022-sanitizing-provider-html.md).
 */
export type SafeHtml = string & { readonly __safeHtml: true }

// Video players that may be embedded, by host, and the paths their players live under.
// YouTube and Vimeo are the hosts the provider's data names (story and splash `video.youtube`,
// podcasts' `vimeo`); the showcase embed page is on the site's own origin (SPEC.md 2.1).
const EMBEDS: Record<string, string> = {
  'www.youtube.com': '/embed/',
  'youtube.com': '/embed/',
  'www.youtube-nocookie.com': '/embed/',
  'youtube-nocookie.com': '/embed/',
  'player.vimeo.com': '/video/',
}
const SITE_EMBED_PATH = '/showcase/embed.aspx'
// Stands in for the site's origin when a relative address is read.
const SITE = 'https://site.invalid'

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small', 'abbr', 'cite',
    'code', 'pre', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'hr', 'a',
    'img', 'figure', 'figcaption', 'table', 'caption', 'colgroup', 'col', 'thead', 'tbody',
    'tfoot', 'tr', 'th', 'td', 'span', 'div', 'iframe',
  ], // prettier-ignore
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading'],
    abbr: ['title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    colgroup: ['span'],
    ol: ['start', 'reversed'],
    span: ['class'],
    div: ['class'],
    iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
  },
  // Unprefixed class names are this site's own utility classes (`fixed inset-0 z-50`): markup
  // carrying them could restyle or cover the page. The provider's own classes are `c-` names,
  // among them the marker of a hidden html promotion (SPEC.md 5, `c-mbonvoy`).
  allowedClasses: { span: ['c-*'], div: ['c-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/path` would leave the site; site-relative paths start with a single slash.
  allowProtocolRelative: false,
  allowedIframeHostnames: Object.keys(EMBEDS),
  allowIframeRelativeUrls: true,
  // Elements whose text is code or data, not prose: dropped with everything in them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title', 'xmp'],
  transformTags: {
    // The page has its own h1 (the title); the provider's headings sit below it.
    h1: 'h2',
    a: (tagName, attribs) => ({ tagName, attribs: withSafeTarget(attribs) }),
    iframe: (tagName, attribs) => ({ tagName, attribs: withAllowedEmbed(attribs) }),
  },
  // A frame or picture whose address was refused is dropped whole, not left empty.
  exclusiveFilter: ({ tag, attribs }) =>
    (tag === 'iframe' && !attribs.src) || (tag === 'img' && !attribs.src && !attribs.srcset),
}

/**
 * Sanitises one piece of provider HTML: an allow-list of tags, attributes and URL schemes; the
 * rest goes (scripts, event handlers, styles, forms, `javascript:` and `data:` URLs, frames from
 * unknown hosts), and broken markup comes out well-formed. Null for nothing to show. Its
 * headings start at `headingsFrom` (closeHeadingGaps): h2 for a fragment the page puts under its
 * h1, h3 for one it puts under a section's h2 (a bio under "Biography").
 */
export function toSafeHtml(
  raw: string | null | undefined,
  { headingsFrom = 2 }: { headingsFrom?: 2 | 3 } = {},
): SafeHtml | null {
  if (!raw) return null
  const clean = closeHeadingGaps(sanitizeHtml(raw, OPTIONS).trim(), headingsFrom)
  // The one place a string becomes SafeHtml.
  return clean ? (clean as SafeHtml) : null
}

// The sanitised markup is well formed, with every `<` of text and attributes escaped: a tag's
// name is all a pattern needs to read.
const HEADING_TAG = /<(\/?)h([2-6])\b/g

/**
 * The fragment's headings renumbered so that none skips a level (a page is not valid HTML with
 * an h1 followed by an h3): its first heading is `first`, one level under the heading the page
 * puts it beneath; a heading deeper than the one before goes one level down; one back at a level
 * already open takes that level's number. An editor's h3 "Seating" under a form's h1 is an h2.
 */
export function closeHeadingGaps(html: string, first: number): string {
  // The provider's levels still open, with the level each became.
  const open: { from: number; to: number }[] = []
  const closing: number[] = []
  return html.replace(HEADING_TAG, (_tag, slash: string, digit: string) => {
    if (slash) return `</h${closing.pop() ?? digit}`
    const from = Number(digit)
    while (open.length > 0 && (open.at(-1)?.from ?? 0) > from) open.pop()
    const last = open.at(-1)
    // h6 is the deepest heading HTML has: a fragment nested past it stays at h6.
    const to = Math.min(6, last === undefined ? first : last.from === from ? last.to : last.to + 1)
    if (last?.from === from) open.pop()
    open.push({ from, to })
    closing.push(to)
    return `<h${to}`
  })
}

// A link opens here or in a new window (`_top` or a named frame would aim at other windows);
// a new window gets no handle on this one, and no referrer.
function withSafeTarget(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { target, ...rest } = attribs
  const name = target?.trim().toLowerCase()
  if (name === '_self') return { ...rest, target: name }
  if (name !== '_blank') return rest
  const rel = new Set((rest.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean))
  rel.add('noopener').add('noreferrer')
  return { ...rest, target: name, rel: [...rel].join(' ') }
}

// Only a player's address on an allowed host (or the site's showcase embed) is kept.
function withAllowedEmbed(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const { src, ...rest } = attribs
  return src && isAllowedEmbed(src) ? { ...rest, src } : rest
}

function isAllowedEmbed(src: string): boolean {
  if (!URL.canParse(src, SITE)) return false
  const url = new URL(src, SITE)
  // Read as a browser would: `/\host` is another host, not a path of this site.
  if (url.origin === SITE) return url.pathname.toLowerCase() === SITE_EMBED_PATH
  const path = EMBEDS[url.hostname]
  return url.protocol === 'https:' && path !== undefined && url.pathname.startsWith(path)
}
