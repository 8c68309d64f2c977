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
  tags: [],
  series: null,
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

test('the story is filed under its series and its tags, each a link; neither when it has none', () => {
  const html = renderToStaticMarkup(
    <StoryArticle
      story={{
        ...base,
        series: { title: 'Owls Highlights', path: '/series/owls-highlights' },
        tags: [
          { name: 'Game Recap', path: '/tags/game-recap' },
          { name: 'Postseason', path: '/tags/postseason' },
        ],
      }}
    />,
  )
  expect(html).toMatch(
    /Part of the series <a href="\/series\/owls-highlights"[^>]*>Owls Highlights<\/a>/,
  )
  expect(html).toMatch(/<h2 id="story-tags-heading"[^>]*>Tags<\/h2>/)
  expect(html).toMatch(/<a href="\/tags\/game-recap"[^>]*>Game Recap<\/a>/)
  expect(html).toMatch(/<a href="\/tags\/postseason"[^>]*>Postseason<\/a>/)
  const bare = renderToStaticMarkup(<StoryArticle story={base} />)
  expect(bare).not.toContain('Part of the series')
  expect(bare).not.toContain('story-tags-heading')
})
