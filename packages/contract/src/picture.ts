import { z } from 'zod'

// One responsive image source. Promotions send `image` or `url` (SPEC 3 "Image entry"), the
// slideshow schema sends a numeric `breakpoint` and a nullable `alt`.
export const PictureImageSchema = z.object({
  image: z.string().nullish(),
  url: z.string().nullish(),
  breakpoint: z.union([z.number(), z.string()]).nullish(),
  alt: z.string().nullish(),
})

export const PictureSchema = z.object({
  images: z.array(PictureImageSchema),
})

export type PictureImageResource = z.infer<typeof PictureImageSchema>
export type PictureResource = z.infer<typeof PictureSchema>
