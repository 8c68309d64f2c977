// SPEC.md 3 and 7 tracking tags, as the browser places them. The provider client already drops
// disabled tags and image pixels; what is left here is deciding, for each element, what the page
// may load under its Content-Security-Policy (docs/decisions/023):
// - an inline script or style becomes a file of the site's own origin (`toAssetPath`), since the
//   policy refuses any inline code it holds no hash for;
// - an external script loads only from an origin the operator configured, else it is left out;
// - a noscript entry is placed as it is: with scripting on, its content is inert text.

export type TagSpot = 'head' | 'body-open' | 'body-close'
export type TagPartKind = 'script' | 'style' | 'noscript'

/** The structural shape of a provider client tracking element. */
export type TagElementInput = {
  src: string | null
  children: string | null
  async: boolean
  attributes: Record<string, string | number | boolean>
}

type TagObjectInput = {
  script: readonly TagElementInput[]
  style: readonly TagElementInput[]
  noscript: readonly TagElementInput[]
}

export type TagInput = {
  id: number
  head: TagObjectInput
  bodyOpen: TagObjectInput
  bodyClose: TagObjectInput
}

/** One element to insert: a script (src), a stylesheet (href) or a noscript (text). */
export type TagPart = {
  tag: number
  spot: TagSpot
  kind: TagPartKind
  /** script: the address to load; style: the stylesheet's address; noscript: null. */
  url: string | null
  /** noscript only: its content, inserted as text. */
  text: string | null
  async: boolean
  attributes: Record<string, string>
}

export const TAG_SPOTS: readonly TagSpot[] = ['head', 'body-open', 'body-close']

const OBJECT_OF: Record<TagSpot, keyof Omit<TagInput, 'id'>> = {
  head: 'head',
  'body-open': 'bodyOpen',
  'body-close': 'bodyClose',
}

export type AssetPath = (tag: number, spot: TagSpot, kind: 'script' | 'style', n: number) => string

/**
 * Every part of the tags in page order (head, body open, body close; per tag, scripts, styles,
 * noscripts), each tag once (the first of repeated ids). A tag with nothing left is absent.
 */
export function toTagParts(
  tags: readonly TagInput[],
  allowedOrigins: readonly string[],
  toAssetPath: AssetPath,
): TagPart[] {
  const seen = new Set<number>()
  const unique = tags.filter((tag) => !seen.has(tag.id) && seen.add(tag.id))
  const parts: TagPart[] = []
  for (const spot of TAG_SPOTS) {
    for (const tag of unique) {
      const object = tag[OBJECT_OF[spot]]
      object.script.forEach((element, n) => {
        const url = element.src
          ? toAllowedScriptUrl(element.src, allowedOrigins)
          : hasCode(element)
            ? toAssetPath(tag.id, spot, 'script', n)
            : null
        if (url !== null) parts.push(part(tag.id, spot, 'script', url, null, element))
      })
      object.style.forEach((element, n) => {
        if (hasCode(element))
          parts.push(
            part(tag.id, spot, 'style', toAssetPath(tag.id, spot, 'style', n), null, element),
          )
      })
      for (const element of object.noscript) {
        if (hasCode(element))
          parts.push(part(tag.id, spot, 'noscript', null, element.children, element))
      }
    }
  }
  return parts
}

/** The inline code of one script or style of a tag, as toTagParts numbered it; null if none. */
export function getTagCode(
  tags: readonly TagInput[],
  id: number,
  spot: TagSpot,
  kind: 'script' | 'style',
  n: number,
): string | null {
  const element = tags.find((tag) => tag.id === id)?.[OBJECT_OF[spot]][kind][n]
  return element && !element.src && hasCode(element) ? (element.children ?? null) : null
}

/**
 * A tag's inline code served as a file: wrapped so that code which throws is logged and the
 * page goes on (SPEC.md "bad input"). Top-level `var` and function declarations stay global.
 */
export function toServedScript(code: string, id: number): string {
  return `try{\n${code}\n}catch(error){console.warn('Tracking tag ${id} failed',error)}\n`
}

/** An absolute http(s) address whose origin is one of `allowed`; null otherwise. */
export function toAllowedScriptUrl(src: string, allowed: readonly string[]): string | null {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  return allowed.includes(url.origin) ? url.href : null
}

export function isTagSpot(value: string): value is TagSpot {
  return (TAG_SPOTS as readonly string[]).includes(value)
}

function hasCode(element: TagElementInput): boolean {
  return (element.children ?? '').trim() !== ''
}

// Names the DOM accepts; never an event handler, an address (the part's own) or inline style
// (refused by the policy anyway).
const ATTRIBUTE_NAME = /^[a-z][a-z0-9_:.-]*$/i
const REFUSED_ATTRIBUTE = /^(on|src$|href$|style$|nonce$)/i

function part(
  tag: number,
  spot: TagSpot,
  kind: TagPartKind,
  url: string | null,
  text: string | null,
  element: TagElementInput,
): TagPart {
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(element.attributes)) {
    if (!ATTRIBUTE_NAME.test(name) || REFUSED_ATTRIBUTE.test(name) || value === false) continue
    attributes[name.toLowerCase()] = value === true ? '' : String(value)
  }
  return { tag, spot, kind, url, text, async: element.async, attributes }
}
