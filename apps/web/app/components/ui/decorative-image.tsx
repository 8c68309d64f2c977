import type { ComponentProps } from 'react'

import { Image } from './image'

type DecorativeImageProps = Omit<ComponentProps<typeof Image>, 'src' | 'alt'> & {
  /** The picture, when the item has one: without it nothing is drawn. */
  src: string | null | undefined
}

/**
 * A picture that only decorates what its text beside it already says (a thumbnail by a
 * headline, a podcast's artwork by its title), so its alt text is empty; drawn when there is one.
 */
export function DecorativeImage({ src, ...props }: DecorativeImageProps) {
  return src ? <Image src={src} alt="" {...props} /> : null
}
