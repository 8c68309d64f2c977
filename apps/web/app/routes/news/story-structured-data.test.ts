import { expect, test } from 'vitest'

import { toNewsArticle } from './story-structured-data'

const article = {
  headline: "Men's Basketball Tops Harbor Bay, 69-55",
  description: 'The Owls pulled away in the second half.',
  path: '/news/2026/12/5/mens-basketball-tops-harbor-bay-69-55',
  postedAt: '2026-12-05T22:00:00.000Z',
  byline: 'Christina Tromp',
  section: "Men's Basketball",
  image: '/images/resize?url=%2Fimages%2Fa.svg&width=1600&type=jpeg',
}
const publisher = { name: 'Northfield State Athletics', logo: '/images/logo.svg' }

test('a story is a NewsArticle with absolute addresses, its author and its publisher', () => {
  expect(toNewsArticle(article, publisher, 'https://owls.example')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.headline,
    description: article.description,
    url: `https://owls.example${article.path}`,
    mainEntityOfPage: `https://owls.example${article.path}`,
    datePublished: article.postedAt,
    articleSection: "Men's Basketball",
    image: [`https://owls.example${article.image}`],
    author: { '@type': 'Person', name: 'Christina Tromp' },
    publisher: {
      '@type': 'Organization',
      name: 'Northfield State Athletics',
      logo: { '@type': 'ImageObject', url: 'https://owls.example/images/logo.svg' },
    },
  })
})

test.each([
  ['Northfield State Athletics Communications', 'Organization'],
  ['Sam Okafor', 'Person'],
])('the byline %s is a %s', (byline, type) => {
  const data = toNewsArticle({ ...article, byline }, publisher, null)
  expect(data.author).toEqual({ '@type': type, name: byline })
})

test('without a byline, picture or logo the publisher is the author and nothing is made up', () => {
  const data = toNewsArticle(
    { ...article, byline: null, image: null, section: null },
    { name: 'Athletics', logo: null },
    null,
  )
  expect(data.author).toEqual({ '@type': 'Organization', name: 'Athletics' })
  expect(data).not.toHaveProperty('image')
  expect(data).not.toHaveProperty('articleSection')
})
