// RSS 2.0 documents for /Rss/xml and /Podcasts/rss: a channel around items already written.

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

export function toRssXml(channel: {
  title: string
  link: string
  description: string
  items: readonly string[]
}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0"><channel>',
    `<title>${escapeXml(channel.title)}</title>`,
    `<link>${escapeXml(channel.link)}</link>`,
    `<description>${escapeXml(channel.description)}</description>`,
    ...channel.items,
    '</channel></rss>',
    '',
  ].join('\n')
}
