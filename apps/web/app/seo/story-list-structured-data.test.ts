import { expect, test } from 'vitest'

import { toStoryListStructuredData } from './story-list-structured-data'

test('a list of stories is a CollectionPage of an ItemList with absolute addresses', () => {
  const data = toStoryListStructuredData(
    { name: 'Archives', description: 'Every story.', path: '/archives?page=2' },
    [
      { headline: 'Owls win', path: '/news/2026/9/5/owls-win', day: '2026-09-05' },
      { headline: 'Owls lose', path: '/news/2026/9/1/owls-lose', day: '2026-09-01' },
    ],
    11,
    'https://owls.example/',
  )
  expect(data).toMatchObject({
    '@type': 'CollectionPage',
    url: 'https://owls.example/archives?page=2',
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        {
          position: 11,
          url: 'https://owls.example/news/2026/9/5/owls-win',
          item: { '@type': 'NewsArticle', headline: 'Owls win', datePublished: '2026-09-05' },
        },
        { position: 12, url: 'https://owls.example/news/2026/9/1/owls-lose' },
      ],
    },
  })
})

test('without a site address the paths stay site-relative', () => {
  const data = toStoryListStructuredData(
    { name: 'Tags', description: 'd', path: '/tags/awards' },
    [],
    1,
    null,
  )
  expect(data).toMatchObject({ url: '/tags/awards', mainEntity: { itemListElement: [] } })
})
