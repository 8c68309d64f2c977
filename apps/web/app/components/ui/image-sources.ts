import { buildImageSrcSet } from '@fieldhouse/domain/image-url'

export type ImageSources = { src: string; srcSet: string }

// The same few dozen pictures (logos, promotions, sponsors) appear on every page, and each full
// render used to build their URLs again: 6% of a render of `/` (docs/performance.md). The memo
// is the server's only: the browser builds a page's URLs once, and the bundle stays smaller.
// Bounded so a provider that sends ever-new image paths cannot grow it without end.
const MAX_ENTRIES = 2_000
const memo = new Map<string, ImageSources>()

/** The 1x/2x src and srcset of an image `width` CSS pixels wide (buildImageSrcSet). */
export function getImageSources(src: string, width: number): ImageSources {
  if (!import.meta.env.SSR) return buildImageSrcSet({ baseUrl: '', src, width })
  const key = `${width} ${src}`
  let sources = memo.get(key)
  if (!sources) {
    if (memo.size >= MAX_ENTRIES) memo.clear()
    sources = buildImageSrcSet({ baseUrl: '', src, width })
    memo.set(key, sources)
  }
  return sources
}
