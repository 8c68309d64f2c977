import { buildImageUrl } from '@fieldhouse/domain/image-url'

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

const DENSITIES = [1, 2] as const

// Every content image goes through the provider's image service (same origin, proxied by the
// web server), sized for the box it fills.
export function Image({ src, alt, width, height, className, priority }: ImageProps) {
  const url = (scale: number) => buildImageUrl({ baseUrl: '', src, width: width * scale })
  return (
    <img
      src={url(1)}
      srcSet={DENSITIES.map((scale) => `${url(scale)} ${scale}x`).join(', ')}
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
