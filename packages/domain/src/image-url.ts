/**
 * SPEC 7 image resizing service. The one place its URLs are built; the reference provider serves
 * `GET {baseUrl}/images/{kind}` with exactly these query names:
 *   url       the image, usually a site-relative path such as /images/logos/demo.svg (required)
 *   width     pixels, always a step of IMAGE_SIZE_LADDER (required with height for crop)
 *   height    pixels, always a step of IMAGE_SIZE_LADDER
 *   gravity   crop anchor, e.g. center, north, faces (passed through as given)
 *   colorspace  e.g. bw, for convert; any other extra params are passed through as given
 *   type      jpeg | png | webp, default webp
 * Parameters appear in that order (url, width, height, gravity, extras, type); absent ones are
 * omitted. Values are form-encoded, so '/' in url becomes %2F.
 *
 * Sizes come from one fixed ladder so the service only ever has a finite number of transforms to
 * make (and keep): a width or height asked for is snapped UP to the next step, so the picture is
 * never smaller than its box, and capped at the top step. The box on the page keeps the size the
 * caller asked for (the <img> width/height attributes); the picture is scaled down into it.
 * A crop snaps width and height independently, so its aspect ratio can drift from the box's
 * (300 x 200 is cut at 320 x 256): show crops with object-fit: cover so the box never changes.
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

/**
 * The 16 sizes (pixels, for widths and heights alike) the image service is asked for: multiples
 * of 16 from 64 to 2560 that designers use anyway (640/1280/2560 for 1x/2x, 1600 for share
 * images, 1920 for full HD). No step is more than 1.5 times the one below it.
 * The reference provider keeps its own copy (apps/provider/src/images/transform-sizes.ts);
 * tests/integration/image-size-ladder.test.ts keeps the two equal.
 */
export const IMAGE_SIZE_LADDER = [
  64, 96, 128, 160, 192, 256, 320, 384, 480, 640, 768, 960, 1280, 1600, 1920, 2560,
] as const
export type ImageSize = (typeof IMAGE_SIZE_LADDER)[number]

/**
 * The smallest ladder step at least `pixels` wide (below 64 gives 64, above 2560 gives 2560).
 * Throws a TypeError for zero, a negative number or NaN (a programming error).
 */
export function snapImageSize(pixels: number): ImageSize {
  if (!(pixels > 0) || !Number.isFinite(pixels)) {
    throw new TypeError(`an image size must be a positive number of pixels, got ${pixels}`)
  }
  for (const step of IMAGE_SIZE_LADDER) if (step >= pixels) return step
  return LARGEST_IMAGE_SIZE
}

const LARGEST_IMAGE_SIZE: ImageSize = 2560

// The service reads query names case-insensitively, so `extra: { Width: 5 }` would be a width.
const RESERVED = new Set(['url', 'width', 'height', 'gravity', 'type'])

/**
 * width and height are snapped up to the ladder (snapImageSize), so callers pass the size of the
 * box they fill. Throws a TypeError for a call that could only produce a broken image (a
 * programming error).
 */
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
    if (RESERVED.has(name.toLowerCase()))
      throw new TypeError(`pass ${name} as an option, not in extra`)
    params.set(name, String(value))
  }
  params.set('type', type)
  return `${baseUrl.replace(/\/+$/, '')}/images/${kind}?${params.toString()}`
}

function toPixels(name: string, value: number): string {
  if (!(value > 0) || !Number.isFinite(value)) {
    throw new TypeError(`${name} must be a positive number of pixels, got ${value}`)
  }
  return String(snapImageSize(value))
}

/**
 * SPEC 7: logos (e.g. opponent logos in listings) go through convert with colorspace bw as webp,
 * scaled to `width` (snapped to the ladder). A full-colour logo is a plain buildImageUrl (kind resize).
 */
export function buildLogoUrl(baseUrl: string, src: string, width: number): string {
  return buildImageUrl({ baseUrl, src, kind: 'convert', width, extra: { colorspace: 'bw' } })
}

/** Screen densities the website asks pictures for: 1x and 2x. */
export const IMAGE_DENSITIES = [1, 2] as const

/**
 * An <img>'s src (1x) and srcset (1x, 2x) for a box `width` (and `height`, if given) pixels wide
 * (high): every candidate is a ladder size. A density that snaps to the same step as the one
 * below it is left out (a 2000 px box is 2560 at 1x and 2x alike).
 */
export function buildImageSrcSet(options: ImageUrlOptions & { width: number }): {
  src: string
  srcSet: string
} {
  const candidates: string[] = []
  let src = ''
  let previous = 0
  for (const density of IMAGE_DENSITIES) {
    const width = snapImageSize(options.width * density)
    if (width === previous) continue
    previous = width
    const height = options.height === undefined ? undefined : options.height * density
    const url = buildImageUrl({ ...options, width, height })
    if (density === 1) src = url
    candidates.push(`${url} ${density}x`)
  }
  return { src, srcSet: candidates.join(', ') }
}

/**
 * Widths offered for a picture whose box follows the layout (a full-width banner, a grid cell):
 * ladder steps about 1.25 to 1.5 apart, from a phone's 1x to a wide screen's 2x. The browser
 * picks one from the `sizes` the page gives and the screen's density, so a phone is not sent the
 * 2560 px picture a 1280 px box needs at 2x.
 */
export const RESPONSIVE_IMAGE_WIDTHS = [320, 480, 640, 768, 960, 1280, 1920, 2560] as const

/**
 * An <img>'s src (1x of `width`) and a width-described srcset for a picture scaled into a box at
 * most `width` CSS pixels wide: the RESPONSIVE_IMAGE_WIDTHS up to 2x `width`, snapped to the
 * ladder. The page's `sizes` says how wide the box is. Never a crop, so no height.
 */
export function buildResponsiveSrcSet(
  options: Omit<ImageUrlOptions, 'height'> & { width: number },
): {
  src: string
  srcSet: string
} {
  const largest = snapImageSize(options.width * 2)
  const widths = [...RESPONSIVE_IMAGE_WIDTHS.filter((width) => width < largest), largest]
  return {
    src: buildImageUrl(options),
    srcSet: widths.map((width) => `${buildImageUrl({ ...options, width })} ${width}w`).join(', '),
  }
}
