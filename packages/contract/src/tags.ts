import { z } from 'zod'
import { LibraryImageSchema } from './image-parts'
import { offsetPageSchema } from './paging'

// Tags (provider/README 3.5; schemas/v2/tags). /Tags/filters answers FilterOptionSchema
// (stories.ts): the sports that have content with the tag.

export const TagSchema = z.object({
  count: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  description: z.string().nullish(),
})

export const TagsResponseSchema = z.array(TagSchema)

export const TagRefSchema = z.object({
  tagId: z.number().int(),
  tagName: z.string(),
  tagSlug: z.string(),
})

// One tagged item of GET /Tags/content?slug= (here always a story: `section` "stories").
export const TagContentItemSchema = z.object({
  check: z.boolean().optional(),
  createdDateString: z.string().nullish(),
  postDateString: z.string().nullish(),
  tags: z.array(TagRefSchema).nullish(),
  image: LibraryImageSchema.nullish(),
  url: z.string(),
  tagId: z.number().int(),
  tagName: z.string(),
  tagDescription: z.string().nullish(),
  id: z.number().int(),
  section: z.string().nullish(),
  title: z.string(),
  sports: z.string().nullish(),
  hidden: z.boolean().optional(),
  fileName: z.string().nullish(),
  createdDate: z.string().nullish(),
  postDate: z.string(),
})

export const TagContentResponseSchema = offsetPageSchema(TagContentItemSchema)

export type TagResource = z.infer<typeof TagSchema>
export type TagContentItemResource = z.infer<typeof TagContentItemSchema>
