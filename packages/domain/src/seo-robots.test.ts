import { expect, test } from 'vitest'

import { buildRobotsTxt } from './seo-robots'

test('the provider header and footer go around the site rules, with the sitemap last', () => {
  const text = buildRobotsTxt({
    header: '# Hello crawlers\nUser-agent: BadBot\nDisallow: /',
    footer: 'index, follow',
    sitemapUrl: 'https://athletics.example.edu/sitemap.xml',
  })
  const lines = text.trimEnd().split('\n')
  expect(lines.slice(0, 4)).toEqual([
    '# Hello crawlers',
    'User-agent: BadBot',
    'Disallow: /',
    'User-agent: *',
  ])
  for (const rule of ['/hidden/', '/protected/', '/login', '/*/print/', '/*/schedule/text']) {
    expect(lines).toContain(`Disallow: ${rule}`)
  }
  // Text that is no robots.txt line is kept as a comment.
  expect(lines).toContain('# index, follow')
  expect(lines.at(-1)).toBe('Sitemap: https://athletics.example.edu/sitemap.xml')
  expect(text.endsWith('\n')).toBe(true)
})

test('without settings: the site rules alone, no Sitemap line', () => {
  const text = buildRobotsTxt({ header: null, footer: null, sitemapUrl: null })
  expect(text.startsWith('User-agent: *\n')).toBe(true)
  expect(text).not.toContain('Sitemap:')
  expect(text).toContain('Allow: /\n')
})
