import { getImageSources } from './image-sources'

type Source = { url: string; breakpoint: number | string | null; alt: string | null }

type PictureProps = {
  images: Source[]
  alt: string
  width: number
  height: number
  className?: string
  /** As for Image: the box's width per viewport, for a picture chosen by width. */
  sizes?: string
  priority?: boolean
}

// A <picture> from the provider's image entries (SPEC.md 3 "Image entry": url, breakpoint,
// alt): each entry applies from its breakpoint width up; the smallest is the fallback. Each is
// asked for at 1x and 2x `width`, or by width when given `sizes`, snapped up to the image size
// ladder, like Image.
export function Picture({ images, alt, width, height, className, sizes, priority }: PictureProps) {
  const sorted = [...images].sort((a, b) => toWidth(b.breakpoint) - toWidth(a.breakpoint))
  const fallback = sorted.at(-1)
  if (!fallback) return null
  const sources = (url: string) => getImageSources(url, width, sizes !== undefined)
  const fallbackSources = sources(fallback.url)
  return (
    <picture>
      {sorted.slice(0, -1).map((image) => (
        <source
          key={image.url}
          media={`(min-width: ${toWidth(image.breakpoint)}px)`}
          srcSet={sources(image.url).srcSet}
          sizes={sizes}
        />
      ))}
      <img
        src={fallbackSources.src}
        srcSet={fallbackSources.srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  )
}

function toWidth(breakpoint: number | string | null): number {
  const value = typeof breakpoint === 'number' ? breakpoint : Number.parseInt(breakpoint ?? '', 10)
  return Number.isFinite(value) ? value : 0
}
