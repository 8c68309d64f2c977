// SPEC.md 2.1: a showcase video embed opens /showcase/embed.aspx on the site's own origin with
// query parameters youtube, archive, endeavor (an id), autoplay, controls, live; absent ones are
// omitted (apps/web/app/endpoints/showcase-embed.ts).

/** SPEC 2.1: the showcase embed page's parameters; absent ones are omitted. */
export type ShowcaseEmbed = {
  youtube?: string
  archive?: string
  endeavor?: string
  autoplay?: boolean
  controls?: boolean
  live?: boolean
}

// Video ids are short tokens; anything else (a URL, markup) is not an id and is left out.
const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/

/** The query parameters the embed page reads. */
export const SHOWCASE_EMBED_QUERY = [
  'youtube',
  'archive',
  'endeavor',
  'autoplay',
  'controls',
  'live',
] as const

/** The embed's parameters from its query: ids that are ids, flags that are true or false. */
export function parseShowcaseEmbed(
  query: Readonly<Partial<Record<(typeof SHOWCASE_EMBED_QUERY)[number], string | null>>>,
): ShowcaseEmbed {
  const embed: ShowcaseEmbed = {}
  for (const name of ['youtube', 'archive', 'endeavor'] as const) {
    const value = query[name]?.trim()
    if (value && VIDEO_ID.test(value)) embed[name] = value
  }
  for (const name of ['autoplay', 'controls', 'live'] as const) {
    const value = query[name]?.trim().toLowerCase()
    if (value === 'true' || value === '1') embed[name] = true
    else if (value === 'false' || value === '0') embed[name] = false
  }
  return embed
}

/** The youtube-nocookie player address for an embed with a YouTube id. */
export function toYouTubeEmbedUrl(embed: ShowcaseEmbed & { youtube: string }): string {
  const params = new URLSearchParams()
  if (embed.autoplay !== undefined) params.set('autoplay', embed.autoplay ? '1' : '0')
  if (embed.controls !== undefined) params.set('controls', embed.controls ? '1' : '0')
  const query = params.toString()
  return `https://www.youtube-nocookie.com/embed/${embed.youtube}${query ? `?${query}` : ''}`
}
