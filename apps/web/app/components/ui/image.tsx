import { getImageSources } from './image-sources'

type ImageProps = {
  src: string
  alt: string
  /** Intrinsic width and height: reserve the box so nothing jumps while the image loads. */
  width: number
  height: number
  className?: string
  /** Images above the fold load eagerly; everything else waits until it is near the viewport. */
  priority?: boolean
}

// Every content image goes through the provider's image service (same origin, proxied by the
// web server) at 1x and 2x the box it fills, each snapped up to the image size ladder
// (packages/domain/src/image-url.ts). The picture is only ever scaled, never cut, so it keeps its
// aspect ratio and the box its width and height attributes reserve.
export function Image({ src, alt, width, height, className, priority }: ImageProps) {
  const sources = getImageSources(src, width)
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
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
