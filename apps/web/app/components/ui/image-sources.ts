import { buildImageSrcSet, buildResponsiveSrcSet } from '@fieldhouse/domain/image-url'

export type ImageSources = { src: string; srcSet: string }

// The same few dozen pictures (logos, promotions, sponsors) appear on every page, and each full
// render used to build their URLs again: 6% of a render of `/` (docs/performance.md). The memo
// is the server's only: the browser builds a page's URLs once, and the bundle stays smaller.
// Bounded so a provider that sends ever-new image paths cannot grow it without end.
const MAX_ENTRIES = 2_000
const memo = new Map<string, ImageSources>()

/**
 * The src and srcset of an image `width` CSS pixels wide: at 1x and 2x for a box of that size
 * (buildImageSrcSet), or by width for a box that follows the layout and whose `sizes` the page
 * gives (`responsive`, buildResponsiveSrcSet).
 */
export function getImageSources(src: string, width: number, responsive = false): ImageSources {
  const build = responsive ? buildResponsiveSrcSet : buildImageSrcSet
  if (!import.meta.env.SSR) return build({ baseUrl: '', src, width })
  const key = `${responsive ? 'w' : 'x'}${width} ${src}`
  let sources = memo.get(key)
  if (!sources) {
    if (memo.size >= MAX_ENTRIES) memo.clear()
    sources = build({ baseUrl: '', src, width })
    memo.set(key, sources)
  }
  return sources
}
