import { expect, test } from 'vitest'

import { searchPagePath } from '~/paths/search'

import { readSearchParams, toHitView } from './search.server'

// The search page reads its declared parameters leniently: a bad kind or page is the default,
// never an error page, and a long query is cut where the provider would cut it.
const read = (query: string) => readSearchParams(new Request(`https://site.test/search${query}`))

test.each([
  ['', { query: '', kind: null, page: 1 }],
  ['?q=%20%20owls%20soccer%20', { query: 'owls soccer', kind: null, page: 1 }],
  ['?q=owls&type=story&page=3', { query: 'owls', kind: 'story', page: 3 }],
  ['?q=owls&type=planet&page=-2', { query: 'owls', kind: null, page: 1 }],
  ['?q=owls&page=0', { query: 'owls', kind: null, page: 1 }],
  ['?q=owls&page=99999', { query: 'owls', kind: null, page: 1 }],
  ['?q=owls&page=9999', { query: 'owls', kind: null, page: 500 }],
  ['?q=owls&page=2.5', { query: 'owls', kind: null, page: 1 }],
])('%s reads as %j', (query, expected) => {
  expect(read(query)).toEqual(expected)
})

test('a query is cut at 200 characters', () => {
  expect(read(`?q=${'a'.repeat(300)}`).query).toHaveLength(200)
})

test("the page's own addresses leave the defaults out", () => {
  expect(searchPagePath('owls soccer')).toBe('/search?q=owls+soccer')
  expect(searchPagePath('owls', 'player')).toBe('/search?q=owls&type=player')
  expect(searchPagePath('owls', 'game', 2)).toBe('/search?page=2&q=owls&type=game')
  expect(searchPagePath('a&b=c', null, 1)).toBe('/search?q=a%26b%3Dc')
})

// Issue 35: a spoken match links the moment with a #t= media fragment and says when.
const spoken = { title: 'Inside the academic center', snippet: [], sport: null }

test('a word spoken in an episode links its podcast page and its audio at the moment', () => {
  const [view] = toHitView({
    ...spoken,
    kind: 'episode',
    id: 3109,
    podcast: { id: 3, title: 'Owls Insider', slug: 'owls-insider' },
    audioUrl: '/media/demo/podcasts/ep.mp3',
    start: 17.902,
  })
  expect(view).toMatchObject({
    url: '/podcasts/owls-insider/3#episode-3109',
    context: 'Owls Insider · Podcast episode',
    moment: { label: 'Listen at 0:17', url: '/media/demo/podcasts/ep.mp3#t=17.9' },
    fullNavigation: false,
  })
  // Its title matched, or it may not be played: no moment.
  expect(
    toHitView({
      ...spoken,
      kind: 'episode',
      id: 1,
      podcast: { id: 3, title: 'P', slug: null },
      audioUrl: null,
      start: 4,
    })[0]?.moment,
  ).toBeNull()
})

test('a word spoken in a video links the embed at the moment', () => {
  const [view] = toHitView({ ...spoken, kind: 'video', id: 15101, start: 5.761 })
  expect(view).toMatchObject({
    url: '/showcase/embed.aspx?archive=15101#t=5.7',
    moment: { label: 'Watch at 0:05', url: '/showcase/embed.aspx?archive=15101#t=5.7' },
    fullNavigation: true,
  })
  expect(toHitView({ ...spoken, kind: 'video', id: 15101, start: null })[0]).toMatchObject({
    url: '/showcase/embed.aspx?archive=15101',
    moment: null,
  })
})
