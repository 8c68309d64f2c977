import type { ReactNode } from 'react'

import { Image } from './image'

// The picture on top of a card of a four-column row (two on a phone): a store product, a video
// clip. Decorative (the card's title says what it is); without a picture its box stays, so the
// row keeps its shape. `children` sit over the picture (a sale badge, a clip's length).

// The row: `grid grid-cols-2 gap-4 lg:grid-cols-4` in the content column.
const FOUR_ACROSS_SIZES = '(min-width: 80rem) 18rem, (min-width: 64rem) 23vw, 46vw'

export function CardPicture(props: {
  src: string | null
  width: number
  height: number
  /** The box's aspect class and corners, e.g. `aspect-video rounded-sm`. */
  box: string
  children?: ReactNode
}) {
  const { src, width, height, box, children } = props
  return (
    <div className="relative">
      {src ? (
        <Image
          src={src}
          alt=""
          width={width}
          height={height}
          sizes={FOUR_ACROSS_SIZES}
          className={`${box} w-full object-cover`}
        />
      ) : (
        <div className={`${box} w-full bg-line`} />
      )}
      {children}
    </div>
  )
}
