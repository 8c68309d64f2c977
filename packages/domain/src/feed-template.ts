// SPEC.md 3 Story "homepage feed template": the provider names how the home page's feed lays a
// story out. The evidence sends only 'default'; the reference provider also names 'featured' (a
// wide card, its picture on top) and 'headline' (the headline and day alone). A template this
// site does not know is laid out as the default card, never dropped.

export const FEED_LAYOUTS = ['default', 'featured', 'headline'] as const

export type FeedLayout = (typeof FEED_LAYOUTS)[number]

export function toFeedLayout(template: string | null | undefined): FeedLayout {
  const name = (template ?? '').trim().toLowerCase()
  return (FEED_LAYOUTS as readonly string[]).includes(name) ? (name as FeedLayout) : 'default'
}
