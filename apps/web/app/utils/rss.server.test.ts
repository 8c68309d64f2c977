import Parser from 'rss-parser'
import { expect, test } from 'vitest'

import { escapeXml, toRss } from './rss.server'

// The news feed as a feed reader reads it: parsed with a real feed parser.

const channel = {
  title: 'Northfield State Athletics: news',
  link: 'https://athletics.example/archives',
  self: 'https://athletics.example/rss.aspx',
  description: 'The latest news from Northfield State Athletics.',
  items: [
    {
      title: 'Owls <Top> "Bluff City" & more',
      link: 'https://athletics.example/news/2026/11/21/owls-top-bluff-city',
      description: 'A 28-15 win \u0007 at home.',
      published: new Date('2026-11-21T22:00:00Z'),
      category: 'Football',
      image: {
        url: 'https://athletics.example/images/resize?url=%2Fa.svg&width=800',
        type: 'image/jpeg',
      },
    },
    {
      title: 'Department news',
      link: 'https://athletics.example/news/2026/11/20/department-news',
      description: null,
      published: new Date('2026-11-20T15:00:00Z'),
      category: null,
      image: null,
    },
  ],
}

test('a feed reader reads the channel and every item, text as written', async () => {
  const feed = await new Parser().parseString(toRss(channel))
  expect(feed.title).toBe(channel.title)
  expect(feed.link).toBe(channel.link)
  expect(feed.items).toHaveLength(2)
  const [first, second] = feed.items
  expect(first?.title).toBe('Owls <Top> "Bluff City" & more')
  expect(first?.link).toBe(channel.items[0]?.link)
  expect(first?.guid).toBe(channel.items[0]?.link)
  expect(first?.content).toBe('A 28-15 win  at home.')
  expect(first?.categories).toEqual(['Football'])
  expect(first?.enclosure).toMatchObject({ url: channel.items[0]?.image?.url, type: 'image/jpeg' })
  expect(new Date(first?.pubDate ?? '').toISOString()).toBe('2026-11-21T22:00:00.000Z')
  expect(second?.title).toBe('Department news')
  expect(feed.lastBuildDate).toBe('Sat, 21 Nov 2026 22:00:00 GMT')
})

test('an empty channel is still a feed', async () => {
  const feed = await new Parser().parseString(toRss({ ...channel, items: [] }))
  expect(feed.items).toEqual([])
})

test.each([
  ['a & b', 'a &amp; b'],
  ['<script>', '&lt;script&gt;'],
  ['"\'', '&quot;&apos;'],
  ['bell\u0007 and \u0000null', 'bell and null'],
])('%j is %j in XML', (text, xml) => {
  expect(escapeXml(text)).toBe(xml)
})
