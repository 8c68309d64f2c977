import type { PictureResource } from '@fieldhouse/contract/picture'

/** One responsive image source (SPEC 3 "Image entry"; the wire sends `image` or `url`). */
export type PictureImage = { url: string; breakpoint: number | string | null; alt: string | null }

/** Sources without any address are dropped: there is nothing to render. */
export function toPictureImages(picture: PictureResource | null | undefined): PictureImage[] {
  return (picture?.images ?? []).flatMap((image) => {
    const url = image.image || image.url
    return url ? [{ url, breakpoint: image.breakpoint ?? null, alt: image.alt ?? null }] : []
  })
}
