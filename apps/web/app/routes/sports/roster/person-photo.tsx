import { Image } from '~/components/ui/image'

type PersonPhotoProps = {
  /** The person's headshot, or null for the site's default person image. */
  src: string | null
  fallback: string | null
  width: number
  height: number
  className?: string
}

// Headshots are portraits (4:5); the box keeps that shape whatever arrives. The name is always
// next to the photo, so the image itself is decorative (alt="") rather than a repeat of it.
export function PersonPhoto({ src, fallback, width, height, className = '' }: PersonPhotoProps) {
  const url = src ?? fallback
  const box = `block bg-surface-raised object-cover ${className}`
  if (!url) return <span aria-hidden="true" className={box} />
  return <Image src={url} alt="" width={width} height={height} className={box} />
}
