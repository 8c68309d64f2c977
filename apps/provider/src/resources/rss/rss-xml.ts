import { toUtc } from '../../local-time'

// RSS 2.0 documents for /Rss/xml and /Podcasts/rss: a channel around items already written.

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

// RFC 822 date (RSS <pubDate>, podcasts' podPubdate) of a local wall-clock time without offset
// in the tenant's zone (README 2.4): "2026-12-12T18:30:00" in America/Chicago is
// "Sun, 13 Dec 2026 00:30:00 GMT", the instant in UTC.
export function toRssDate(local: string, timeZone: string): string {
  const date = new Date(toUtc(local.slice(0, 19), timeZone))
  const two = (n: number) => String(n).padStart(2, '0')
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`
  return `${DAYS[date.getUTCDay()]}, ${two(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} ${time} GMT`
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

/** The Podcasting 2.0 namespace (podcastindex.org), for `<podcast:transcript>`. */
export const PODCAST_NAMESPACE = 'https://podcastindex.org/namespace/1.0'

export function toRssXml(channel: {
  title: string
  link: string
  description: string
  items: readonly string[]
  /** Namespaces the items use, by prefix: `{ podcast: PODCAST_NAMESPACE }`. */
  namespaces?: Readonly<Record<string, string>>
}): string {
  const xmlns = Object.entries(channel.namespaces ?? {})
    .map(([prefix, uri]) => ` xmlns:${prefix}="${escapeXml(uri)}"`)
    .join('')
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0"${xmlns}><channel>`,
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    ...channel.items,
    '</channel></rss>',
    '',
  ].join('\n')
}
