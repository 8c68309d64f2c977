import { getImageSources } from './image-sources'

export type ImageProps = {
  src: string
  alt: string
  /** Intrinsic width and height: reserve the box so nothing jumps while the image loads. */
  width: number
  height: number
  className?: string
  /**
   * For a box that follows the layout: how wide it is at each viewport (the `sizes` attribute,
   * see image-sizes.ts), so the browser picks a picture by width. Without it the picture is
   * asked for at 1x and 2x `width`.
   */
  sizes?: string
  /** Images above the fold load eagerly; everything else waits until it is near the viewport. */
  priority?: boolean
}

// Every content image goes through the provider's image service (same origin, proxied by the
// web server) at 1x and 2x the box it fills (or, given `sizes`, at the widths a fluid box can
// take), each snapped up to the image size ladder
// (packages/domain/src/image-url.ts). The picture is only ever scaled, never cut, so it keeps its
// aspect ratio and the box its width and height attributes reserve.
export function Image({ src, alt, width, height, className, sizes, priority }: ImageProps) {
  const sources = getImageSources(src, width, sizes !== undefined)
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
