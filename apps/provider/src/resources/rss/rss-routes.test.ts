import { StoriesResponseSchema } from '@fieldhouse/contract/stories'
import { PodcastEpisodesResponseSchema } from '@fieldhouse/contract/podcasts'
import { expect, test } from 'vitest'
import { openTestApp } from '../../test-support/make-test-app'
import { toRssDate } from './rss-xml'

const provider = openTestApp()

// Items of a feed: each <item>'s link, guid and pubDate.
function itemsOf(xml: string) {
  return [...xml.matchAll(/<item>(.*?)<\/item>/g)].map(([, item = '']) => ({
    link: /<link>(.*?)<\/link>/.exec(item)?.[1],
    guid: /<guid isPermaLink="true">(.*?)<\/guid>/.exec(item)?.[1],
    pubDate: /<pubDate>(.*?)<\/pubDate>/.exec(item)?.[1],
  }))
}

test.each([
  // A local time in the tenant's zone, as UTC: standard time, daylight time, the day after.
  ['2026-12-12T18:30:00', 'America/Chicago', 'Sun, 13 Dec 2026 00:30:00 GMT'],
  ['2026-07-04T19:00:00', 'America/New_York', 'Sat, 04 Jul 2026 23:00:00 GMT'],
  ['2026-03-08T01:59:00', 'America/Chicago', 'Sun, 08 Mar 2026 07:59:00 GMT'],
  ['2026-03-08T03:00:00', 'America/Chicago', 'Sun, 08 Mar 2026 08:00:00 GMT'],
  ['2026-01-05T09:05:07.1234567', 'UTC', 'Mon, 05 Jan 2026 09:05:07 GMT'],
])('toRssDate(%s, %s) is %s', (local, zone, expected) => {
  expect(toRssDate(local, zone)).toBe(expected)
})

test('/Rss/xml: items link the story pages on the school site, absolute, dated in UTC', async () => {
  const stories = StoriesResponseSchema.parse(
    await provider.getJson('/api/v2/Stories?sportId=10&$pageSize=20'),
  ).items
  const response = await provider.get('/api/v2/Rss/xml?sportId=10')
  const xml = await response.text()
  expect(xml).toContain('<link>https://athletics.northfield-state.example/sports/')
  const items = itemsOf(xml)
  expect(items).toHaveLength(stories.length)
  items.forEach((item, index) => {
    const story = stories[index]
    expect(item.link).toBe(`https://athletics.northfield-state.example${story?.url}`)
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toBe(toRssDate(story?.date ?? '', 'America/Chicago'))
    // The demo's zone is America/Chicago: UTC is 6 hours ahead of its wall clock (5 in summer).
    const ahead = Date.parse(item.pubDate ?? '') - Date.parse(`${story?.date.slice(0, 19)}Z`)
    expect([5, 6]).toContain(ahead / 3_600_000)
  })
  const lakeside = await provider.get('/api/v2/Rss/xml', { tenant: 'lakeside' })
  expect(itemsOf(await lakeside.text())[0]?.link).toMatch(
    /^https:\/\/athletics\.lakeside-tech\.example\/news\/\d{4}\/\d+\/\d+\/[a-z0-9-]+$/,
  )
})

test('/Podcasts/rss: items link the episode on its podcast page, absolute, dated in UTC', async () => {
  const episodes = PodcastEpisodesResponseSchema.parse(
    await provider.getJson('/api/v2/Podcasts?$pageSize=100'),
  ).items.filter((e) => e.url)
  const xml = await (await provider.get('/api/v2/Podcasts/rss')).text()
  expect(xml).toContain('<link>https://athletics.northfield-state.example/podcasts</link>')
  const items = itemsOf(xml)
  expect(items).toHaveLength(episodes.length)
  items.forEach((item, index) => {
    const episode = episodes[index]
    expect(item.link).toBe(
      `https://athletics.northfield-state.example/podcasts/${episode?.podcastSlug}/${episode?.categoryId}#episode-${episode?.id}`,
    )
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toBe(toRssDate(episode?.datePublished ?? '', 'America/Chicago'))
    expect(episode?.podPubdate).toBe(item.pubDate)
  })
})
