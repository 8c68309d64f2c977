import { Image, type ImageProps } from './image'
import { getImageSources } from './image-sources'

type Source = { url: string; breakpoint: number | string | null; alt: string | null }

/** As for Image (`sizes`: the box's width per viewport, for a picture chosen by width). */
type PictureProps = Omit<ImageProps, 'src'> & { images: Source[] }

// A <picture> from the provider's image entries (SPEC.md 3 "Image entry": url, breakpoint,
// alt): each entry applies from its breakpoint width up; the smallest is the fallback. Each is
// asked for at 1x and 2x `width`, or by width when given `sizes`, snapped up to the image size
// ladder, like Image.
export function Picture({ images, alt, width, height, className, sizes, priority }: PictureProps) {
  const sorted = [...images].sort((a, b) => toWidth(b.breakpoint) - toWidth(a.breakpoint))
  const fallback = sorted.at(-1)
  if (!fallback) return null
  return (
    <picture>
      {sorted.slice(0, -1).map((image) => (
        <source
          key={image.url}
          media={`(min-width: ${toWidth(image.breakpoint)}px)`}
          srcSet={getImageSources(image.url, width, sizes !== undefined).srcSet}
          sizes={sizes}
        />
      ))}
      {/* The fallback is the smallest entry, drawn as Image draws any picture. */}
      <Image
        src={fallback.url}
        alt={alt}
        width={width}
        height={height}
        className={className}
        sizes={sizes}
        priority={priority}
      />
    </picture>
  )
}

function toWidth(breakpoint: number | string | null): number {
  const value = typeof breakpoint === 'number' ? breakpoint : Number.parseInt(breakpoint ?? '', 10)
  return Number.isFinite(value) ? value : 0
}
