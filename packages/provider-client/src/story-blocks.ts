import { StoryBlockSchema, type StoryVideoResource } from '@fieldhouse/contract/stories'
import { z } from 'zod'
import { toImagePath } from './game-parts'
import type { Logger } from './logger'
import { orNull } from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'

// The blocks of a block-built story (README 4.9; packages/contract stories.ts), one type per kind.

/**
 * A video of the provider's library: `archiveId` an episode of a series (/Series/{id}, its
 * mediafile id), `youtube` a YouTube id or link. At least one of the two is set.
 */
export type StoryVideo = {
  archiveId: number | null
  youtube: string | null
  title: string | null
  /** Site-relative like every image. */
  thumbnail: string | null
}

export type StoryBlockImage = { url: string; caption: string | null; alt: string | null }

export type StoryBlock =
  | {
      type: 'text'
      /** Provider HTML, sanitised once here (safe-html.ts). */
      html: SafeHtml
    }
  /** `link`: where the picture leads, as the editor wrote it. */
  | { type: 'image'; image: StoryBlockImage; link: string | null }
  /** The image wall: several pictures shown together. */
  | { type: 'gallery'; images: StoryBlockImage[] }
  | { type: 'quote'; quote: string; attribution: string | null }
  | { type: 'video'; video: StoryVideo }
  /** A call to action the editor wrote ("Box Score"): content, as written. */
  | { type: 'button'; url: string; text: string }

// The contract keeps any block as `{ type, ... }` so one new kind never drops a story; the
// client reads the kinds it knows with their own schemas (in the contract's order).
const [TextBlock, ImageBlock, WallBlock, QuoteBlock, VideoBlock, ButtonBlock] =
  StoryBlockSchema.options
const KnownBlockSchema = z.discriminatedUnion('type', [
  TextBlock,
  ImageBlock,
  WallBlock,
  QuoteBlock,
  VideoBlock,
  ButtonBlock,
])

export function toStoryVideo(video: StoryVideoResource): StoryVideo | null {
  const archiveId = video.archive ?? null
  const youtube = orNull(video.youtube)
  if (archiveId === null && youtube === null) return null
  return {
    archiveId,
    youtube,
    title: orNull(video.metadata?.title),
    thumbnail: toImagePath(video.metadata?.thumbnail),
  }
}

function toBlockImage(image: { url: string; caption?: string | null; alt?: string | null }) {
  const url = toImagePath(image.url)
  return url ? [{ url, caption: orNull(image.caption), alt: orNull(image.alt) }] : []
}

function toBlock(block: z.infer<typeof KnownBlockSchema>): StoryBlock | null {
  switch (block.type) {
    case 'basic_text_block': {
      const html = toSafeHtml(block.text)
      return html ? { type: 'text', html } : null
    }
    case 'basic_image_block': {
      const [image] = toBlockImage(block.image)
      return image ? { type: 'image', image, link: orNull(block.url) } : null
    }
    case 'media_image_wall_block': {
      const images = block.images.flatMap(toBlockImage)
      return images.length > 0 ? { type: 'gallery', images } : null
    }
    case 'basic_quote_block':
      return { type: 'quote', quote: block.quote, attribution: orNull(block.attribution) }
    case 'basic_video_block': {
      const { archive, title, thumbnail } = block.video
      const video = toStoryVideo({ archive, metadata: { title, thumbnail } })
      return video ? { type: 'video', video } : null
    }
    case 'basic_button_block':
      return orNull(block.url) ? { type: 'button', url: block.url, text: block.text } : null
  }
}

/**
 * The blocks the client can show, in order. A kind it does not know (S4 also renders
 * `structural_layout_block`) or a known one it cannot read is left out with a warning, never the
 * story; a block with nothing to show (an image without an address) is left out silently.
 */
export function toStoryBlocks(blocks: unknown[], storyId: number, logger: Logger): StoryBlock[] {
  return blocks.flatMap((raw) => {
    const parsed = KnownBlockSchema.safeParse(raw)
    if (parsed.success) {
      const block = toBlock(parsed.data)
      return block ? [block] : []
    }
    const type = typeof raw === 'object' && raw !== null && 'type' in raw ? raw.type : null
    logger.warn(
      { label: 'stories repository', storyId, type },
      'stories repository: story block not read, left out',
    )
    return []
  })
}
