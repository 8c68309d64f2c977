import { z } from 'zod'

// Image shapes that several resources send alike (provider/README 4.6-4.9, 4.13). Where a
// resource's image carries more (a caption, a credit text, a file name), it adds its fields to
// these; an image with other names or other nullability (moments, tickets, events) keeps its own.

// A picture of the provider's image library. `url` is site-relative (`/images/...`);
// `absoluteUrl` is the same picture on the provider's host (README 5.1: the usable field on sites
// whose `images` is null). Sent by roster, staff, story and tagged-content images.
export const LibraryImageSchema = z.object({
  url: z.string(),
  absoluteUrl: z.string().nullish(),
  altText: z.string().nullish(),
  title: z.string().nullish(),
  creditName: z.string().nullish(),
})

// `{ url, alt }`: the staff directory's and the facilities' images.
export const UrlAltImageSchema = z.object({
  url: z.string(),
  alt: z.string().nullish(),
})

export type LibraryImageResource = z.infer<typeof LibraryImageSchema>
export type UrlAltImageResource = z.infer<typeof UrlAltImageSchema>
