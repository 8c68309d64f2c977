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
  sizes?: string
  crop?: boolean
}

const DENSITIES = [1, 2] as const

// Every content image goes through the provider's image service (same origin, proxied by the
// web server), sized for the box it fills.
export function Image({ src, alt, width, height, className, priority, sizes, crop }: ImageProps) {
  const kind = crop ? 'crop' : 'resize'
  const url = (scale: number) =>
    buildImageUrl({
      baseUrl: '',
      src,
      kind,
      width: width * scale,
      height: crop ? height * scale : undefined,
    })
  return (
    <img
      src={url(1)}
      srcSet={DENSITIES.map((scale) => `${url(scale)} ${scale}x`).join(', ')}
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
