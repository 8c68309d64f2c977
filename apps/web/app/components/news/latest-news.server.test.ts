import { afterEach, expect, test, vi } from 'vitest'

import { toLocalDayOf } from '@fieldhouse/domain/local-day'
import { toBareSummary, type StorySummary } from '@fieldhouse/provider-client/story'

import { provider } from '~/utils/provider.server'

import { getHomeNews } from './latest-news.server'

afterEach(() => vi.restoreAllMocks())

const day = toLocalDayOf(2026, 12, 5)
if (day === null) throw new Error('no such day')

const summary = (id: number, feedTemplate: string | null, image = true): StorySummary =>
  toBareSummary({
    id,
    headline: `Story ${id}`,
    day,
    postedAt: new Date('2026-12-05T18:00:00Z'),
    slug: `story-${id}`,
    teaser: `Teaser ${id}`,
    feedTemplate,
    image: image ? { url: `/images/${id}.svg`, alt: null, caption: null, credit: null } : null,
  })

test('the home feed lays each story out by the template it names; an unknown one is a card', async () => {
  // The first five with a picture are the rotator's; the list is the rest.
  const rotator = [1, 2, 3, 4, 5].map((id) => summary(id, 'default'))
  const items = [
    ...rotator,
    summary(6, 'featured'),
    summary(7, 'headline'),
    summary(8, 'carousel'),
    summary(9, 'featured', false),
  ]
  vi.spyOn(provider, 'loadStories').mockResolvedValue({
    status: 'ok',
    value: { items, total: items.length, page: 0, pages: 1 },
  })
  const { list } = await getHomeNews(new AbortController().signal)
  const item = (id: number) =>
    list.match(new RegExp(`<li[^>]*>(?:(?!</li>).)*story-${id}"(?:(?!</li>).)*</li>`))?.[0] ?? ''
  expect(item(6)).toContain('data-feed-template="featured"')
  expect(item(6)).toContain('<img')
  expect(item(7)).toContain('data-feed-template="headline"')
  expect(item(7)).not.toContain('Teaser 7')
  expect(item(7)).not.toContain('<img')
  // Unknown, and featured without a picture: the default card.
  expect(item(8)).not.toContain('data-feed-template')
  expect(item(8)).toContain('Teaser 8')
  expect(item(9)).not.toContain('data-feed-template')
})
