import { renderToStaticMarkup } from 'react-dom/server'
import { expect, test } from 'vitest'

import { StoryArticle } from './story-view'
import type { StoryPageData } from './story.server'

const base = {
  id: 1,
  slug: 'a',
  headline: 'Owls win',
  subHeadline: null,
  byline: 'Northfield State Athletics Communications',
  writer: 'Jordan Lee',
  day: '2026-12-05',
  dateText: 'Dec 5, 2026',
  postedAt: '2026-12-05T18:00:00.000Z',
  description: 'Owls win',
  sport: null,
  image: null,
  body: null,
  links: [{ url: '/galleries/7004', text: 'Photo gallery' }],
  video: null,
} as unknown as StoryPageData['story']

test('the story shows its writer beside the byline and links its gallery as a full navigation', () => {
  const html = renderToStaticMarkup(<StoryArticle story={base} />)
  expect(html).toContain('By Northfield State Athletics Communications')
  expect(html).toContain('Written by Jordan Lee')
  expect(html).toMatch(/<a href="\/galleries\/7004"[^>]*>Photo gallery<\/a>/)
  // Served outside the application: not one of the app's client-side links.
  expect(html).not.toMatch(/href="\/galleries\/7004"[^>]*data-discover/)
})

test('without a writer or gallery neither is shown', () => {
  const html = renderToStaticMarkup(<StoryArticle story={{ ...base, writer: null, links: [] }} />)
  expect(html).not.toContain('Written by')
  expect(html).not.toContain('Photo gallery')
})
