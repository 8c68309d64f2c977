import { expect, test } from 'vitest'

import { toShareLinks } from './story-share'

const url = 'https://owls.example/news/2026/12/5/mens-basketball-tops-harbor-bay-69-55'

test('each network is handed the story address and its headline, encoded', () => {
  const links = toShareLinks(url, "Men's Basketball Tops Harbor Bay, 69-55 & more")
  expect(links.map((link) => link.network)).toEqual(['x', 'facebook', 'email'])
  const [x, facebook, email] = links.map((link) => new URL(link.url))
  expect(x?.origin).toBe('https://x.com')
  expect(x?.searchParams.get('url')).toBe(url)
  expect(x?.searchParams.get('text')).toBe("Men's Basketball Tops Harbor Bay, 69-55 & more")
  expect(facebook?.searchParams.get('u')).toBe(url)
  expect(email?.protocol).toBe('mailto:')
  expect(links[2]?.url).toContain(
    "subject=Men's%20Basketball%20Tops%20Harbor%20Bay%2C%2069-55%20%26%20more",
  )
  expect(decodeURIComponent(links[2]?.url.split('body=')[1] ?? '')).toContain(url)
})
