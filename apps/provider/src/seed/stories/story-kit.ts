import { createDice, type Dice } from '../../dice'
import type { TenantDefinition } from '../tenant-definition'
import { monthName } from '../../local-time'

// What the story seeders share: the row they build, dice, dates and small text helpers.

export type StoryLink = { linkId: number; linkUrl: string; linkText: string }

export type StoryImage = { path: string; alt: string; caption: string; credit: string | null }

// One of the own-design block shapes (packages/contract/src/stories.ts, StoryBlockSchema).
export type StoryBlock =
  | { type: 'basic_text_block'; text: string }
  | { type: 'basic_image_block'; image: { url: string; caption: string; alt: string }; url: null }
  | { type: 'media_image_wall_block'; images: { url: string; caption: string; alt: string }[] }
  | { type: 'basic_quote_block'; quote: string; attribution: string }
  | { type: 'basic_video_block'; video: { archive: number; title: string; thumbnail: string } }
  | { type: 'basic_button_block'; url: string; text: string }

export type SeedStory = {
  id: number
  sportId: number
  title: string
  subHeadline: string
  teaser: string
  byline: string
  // Local wall-clock time, never after the seed clock's `now`.
  date: string
  slug: string
  type: 'preview' | 'recap' | null
  body: { content: string } | { blocks: StoryBlock[] }
  image: StoryImage | null
  video: { archiveId: number; title: string } | null
  links: StoryLink[]
  contentTemplate: string
  // SPEC 3 Story fields past the byline (own design, the evidence sends null and 0): the writer
  // where the byline is the office's, a photo gallery's id, the home feed's layout.
  writer?: string | null
  galleryId?: number | null
  homepageFeedTemplate?: 'default' | 'featured' | 'headline'
  titleInRotator: boolean
  published: boolean
  tagSlugs: string[]
  games: { gameId: number; role: 'preview' | 'recap' }[]
}

// Stream 7 of the tenant's seeds (seed/teams/random.ts uses 1-6), then what the dice are for.
export function storyDice(definition: TenantDefinition, ...parts: number[]): Dice {
  return createDice([definition.fakerSeed, 7, ...parts])
}

export function pickOne<T>(dice: Dice, list: readonly T[]): T {
  const item = list[dice.number.int({ min: 0, max: list.length - 1 })]
  if (item === undefined) throw new Error('pickOne of an empty list')
  return item
}

export function roll(dice: Dice, probability: number): boolean {
  return dice.number.float({ min: 0, max: 1 }) < probability
}

// Local date-time text arithmetic (no zone: these are wall-clock times).
export function addHours(local: string, hours: number): string {
  return new Date(Date.parse(`${local}Z`) + hours * 3_600_000).toISOString().slice(0, 19)
}

export function atTime(day: string, time: string): string {
  return `${day.slice(0, 10)}T${time}`
}

export function earlier(a: string, b: string): string {
  return a < b ? a : b
}

// "Saturday, Dec. 12" style, as a release writes a game day.
export function gameDayText(local: string): string {
  const date = new Date(`${local.slice(0, 10)}T12:00:00Z`)
  const weekday = date.toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })
  const month = monthName(local)
  const short = month.length > 5 ? `${month.slice(0, month === 'September' ? 4 : 3)}.` : month
  return `${weekday}, ${short} ${date.getUTCDate()}`
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function paragraphs(list: readonly string[]): string {
  return list.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')
}

// The teaser: the first sentence of the lead, at most about 200 characters.
export function teaserOf(lead: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(lead)?.[0] ?? lead
  return sentence.length <= 200 ? sentence : `${sentence.slice(0, 197).replace(/\s+\S*$/, '')}...`
}

export function ordinal(n: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd']
  const tens = n % 100
  return `${n}${suffixes[(tens - 20) % 10] ?? suffixes[tens] ?? 'th'}`
}

export const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
]

export function countWord(n: number): string {
  return NUMBER_WORDS[n] ?? String(n)
}
