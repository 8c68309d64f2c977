import { buildImageSrcSet } from '@fieldhouse/domain/image-url'

export type ImageSources = { src: string; srcSet: string }

// The same few dozen pictures (logos, promotions, sponsors) appear on every page, and each
// full render used to build their URLs again: 6% of a render of `/` (docs/performance.md).
// Bounded so a provider that sends ever-new image paths cannot grow it without end.
const MAX_ENTRIES = 2_000
const memo = new Map<string, ImageSources>()

/** The 1x/2x src and srcset of an image `width` CSS pixels wide (buildImageSrcSet), memoised. */
export function getImageSources(src: string, width: number): ImageSources {
  const key = `${width} ${src}`
  let sources = memo.get(key)
  if (!sources) {
    if (memo.size >= MAX_ENTRIES) memo.clear()
    sources = buildImageSrcSet({ baseUrl: '', src, width })
    memo.set(key, sources)
  }
  return sources
}
