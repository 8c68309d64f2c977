import { Image } from '~/components/ui/image'

type PersonPhotoProps = {
  /** The person's headshot, or null for the site's default person image. */
  src: string | null
  fallback: string | null
  width: number
  height: number
  /** For a photo whose box follows the layout: its width per viewport (see Image). */
  sizes?: string
  className?: string
}

// Headshots are portraits (4:5); the box keeps that shape whatever arrives. The name is always
// next to the photo, so the image itself is decorative (alt="") rather than a repeat of it.
export function PersonPhoto(props: PersonPhotoProps) {
  const { src, fallback, width, height, sizes, className = '' } = props
  const url = src ?? fallback
  const box = `block bg-surface-raised object-cover ${className}`
  if (!url) return <span aria-hidden="true" className={box} />
  return <Image src={url} alt="" width={width} height={height} sizes={sizes} className={box} />
}

/** The headshot on a staff member's bio page, sized for the brand band. */
export function BioPhoto({ src, fallback }: { src: string | null; fallback: string | null }) {
  return (
    <PersonPhoto
      src={src}
      fallback={fallback}
      width={240}
      height={300}
      className="aspect-[4/5] h-auto w-40 rounded-sm sm:w-48 md:w-60"
    />
  )
}
