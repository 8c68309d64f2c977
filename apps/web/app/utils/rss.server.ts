// RSS 2.0 (https://www.rssboard.org/rss-specification) for the news feeds: a small writer for
// the one shape we publish (a channel of stories), like the iCalendar writer beside it.

export type RssItem = {
  title: string
  /** Absolute address of the story. */
  link: string
  description: string | null
  published: Date
  /** The sport's name, as the item's category. */
  category: string | null
  /** Absolute address of the story's picture, with its type, for readers that show one. */
  image: { url: string; type: string } | null
}

export type RssChannel = {
  title: string
  /** The site's page the feed follows (absolute). */
  link: string
  /** The feed's own address (absolute), for the atom:link readers and validators expect. */
  self: string
  description: string
  items: readonly RssItem[]
}

// XML 1.0 forbids most control characters; provider text may carry them.
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const element = (name: string, value: string | null | undefined) =>
  value ? `<${name}>${escapeXml(value)}</${name}>` : ''

export function toRss(channel: RssChannel): string {
  const newest = channel.items.reduce<Date | null>(
    (latest, item) => (!latest || item.published > latest ? item.published : latest),
    null,
  )
  const items = channel.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.link),
      `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
      element('description', item.description),
      element('category', item.category),
      `<pubDate>${item.published.toUTCString()}</pubDate>`,
      item.image
        ? `<enclosure url="${escapeXml(item.image.url)}" length="0" type="${escapeXml(item.image.type)}"/>`
        : '',
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    `<atom:link href="${escapeXml(channel.self)}" rel="self" type="application/rss+xml"/>`,
    '<language>en-us</language>',
    newest ? `<lastBuildDate>${newest.toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}
