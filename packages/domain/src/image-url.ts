/**
 * SPEC 7 image resizing service. The one place its URLs are built; the reference provider serves
 * `GET {baseUrl}/images/{kind}` with exactly these query names:
 *   url       the image, usually a site-relative path such as /images/logos/demo.svg (required)
 *   width     positive integer, pixels (required with height for crop)
 *   height    positive integer, pixels
 *   gravity   crop anchor, e.g. center, north, faces (passed through as given)
 *   colorspace  e.g. bw, for convert; any other extra params are passed through as given
 *   type      jpeg | png | webp, default webp
 * Parameters appear in that order (url, width, height, gravity, extras, type); absent ones are
 * omitted. Values are form-encoded, so '/' in url becomes %2F.
 */
export const IMAGE_KINDS = ['resize', 'crop', 'convert'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export const IMAGE_TYPES = ['jpeg', 'png', 'webp'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

export type ImageUrlOptions = {
  /** Origin (and optional path prefix) of the service; '' gives a root-relative URL. */
  baseUrl: string
  src: string
  kind?: ImageKind
  width?: number
  height?: number
  gravity?: string
  type?: ImageType
  extra?: Readonly<Record<string, string | number>>
}

const RESERVED = new Set(['url', 'width', 'height', 'gravity', 'type'])

/** Throws a TypeError for a call that could only produce a broken image (a programming error). */
export function buildImageUrl({
  baseUrl,
  src,
  kind = 'resize',
  width,
  height,
  gravity,
  type = 'webp',
  extra = {},
}: ImageUrlOptions): string {
  if (src.trim() === '') throw new TypeError('buildImageUrl needs a src')
  if (kind === 'crop' && (width === undefined || height === undefined)) {
    throw new TypeError('a crop needs both width and height')
  }
  const params = new URLSearchParams({ url: src })
  if (width !== undefined) params.set('width', toPixels('width', width))
  if (height !== undefined) params.set('height', toPixels('height', height))
  if (gravity) params.set('gravity', gravity)
  for (const [name, value] of Object.entries(extra)) {
    if (RESERVED.has(name)) throw new TypeError(`pass ${name} as an option, not in extra`)
    params.set(name, String(value))
  }
  params.set('type', type)
  return `${baseUrl.replace(/\/+$/, '')}/images/${kind}?${params.toString()}`
}

function toPixels(name: string, value: number): string {
  if (!Number.isInteger(value) || value <= 0) {
    throw new TypeError(`${name} must be a positive whole number of pixels, got ${value}`)
  }
  return String(value)
}

/**
 * SPEC 7: logos (e.g. opponent logos in listings) go through convert with colorspace bw as webp,
 * scaled to `width`. A full-colour logo is a plain buildImageUrl (kind resize).
 */
export function buildLogoUrl(baseUrl: string, src: string, width: number): string {
  return buildImageUrl({ baseUrl, src, kind: 'convert', width, extra: { colorspace: 'bw' } })
}
