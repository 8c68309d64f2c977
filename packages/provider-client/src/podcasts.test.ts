import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { bytesResponse, page, setupMedia, wireEpisode } from './media-fixtures'

const episode = {
  id: 3112,
  title: 'Episode 12',
  // Sanitised once (safe-html.ts).
  description: '<p>This week on Owls Insider.</p>',
  text: 'This week on Owls Insider.',
  day: '2026-12-10',
  publishedAt: new Date('2026-12-10T12:00:00Z'),
  podcast: { id: 31, title: 'Owls Insider', slug: 'owls-insider' },
  image: '/images/demo/media/podcasts/owls-insider.svg',
  audio: {
    url: '/media/demo/podcasts/owls-insider-episode-12.mp3',
    contentType: 'audio/mpeg',
    size: 48044,
  },
  transcript: '/media/demo/podcasts/owls-insider-episode-12.transcript.vtt',
  duration: 3,
  sports: [{ id: 36, title: 'General', shortName: 'general', slug: 'general' }],
  // SPEC 6: the flags as sent (this one needs a sign-in).
  access: {
    free: false,
    authorized: false,
    authOnlyRequired: true,
    premium: false,
    blackedOut: false,
    blackedOutMessage: null,
  },
}

test('loadPodcastEpisodes maps episodes and sends the filters under the provider’s names', async () => {
  const { client, requests } = setupMedia(() => jsonResponse(page([wireEpisode])))
  const query = { sportId: 36, podcastId: 31, search: ' insider ', pageIndex: 0, pageSize: 10 }
  expect(await client.loadPodcastEpisodes(query)).toEqual({
    status: 'ok',
    value: { items: [episode], total: 1, page: 0, pages: 1 },
  })
  expect(requests[0]?.url.pathname).toBe('/api/v2/Podcasts')
  expect(requests[0]?.url.search).toBe(
    '?$pageIndex=0&$pageSize=10&categoryId=31&searchTerm=insider&sportId=36',
  )
})

test('a blacked-out episode keeps its message and has no audio', async () => {
  const blackedOut = {
    ...wireEpisode,
    url: '',
    absoluteUrl: '',
    fileName: '',
    blackedOut: true,
    blackedOutMessage: 'Not available in your area',
  }
  const { client } = setupMedia(() => jsonResponse(page([blackedOut])))
  const result = await client.loadPodcastEpisodes({ pageIndex: 0, pageSize: 10 })
  const [item] = result.status === 'ok' ? result.value.items : []
  expect(item?.audio).toBeNull()
  // The transcript shares the audio's access: none without it, whatever the wire says.
  expect(item?.transcript).toBeNull()
  expect(item?.access).toMatchObject({
    blackedOut: true,
    blackedOutMessage: 'Not available in your area',
  })
})

test('an episode without flags (the evidenced API sends none) is free to play', async () => {
  const {
    free,
    authorized,
    authOnlyRequired,
    premium,
    blackedOut,
    blackedOutMessage,
    ...evidenced
  } = wireEpisode
  const { client } = setupMedia(() => jsonResponse(page([evidenced])))
  const result = await client.loadPodcastEpisodes({ pageIndex: 0, pageSize: 10 })
  expect(result.status === 'ok' && result.value.items[0]?.access).toEqual({
    free: true,
    authorized: true,
    authOnlyRequired: false,
    premium: false,
    blackedOut: false,
    blackedOutMessage: null,
  })
})

test('podcasts, one podcast, filters and settings', async () => {
  const podcast = { id: 31, title: 'Owls Insider', mediaId: 9101, slug: 'owls-insider' }
  const { client } = setupMedia((request) => {
    switch (request.url.pathname) {
      case '/api/v2/Podcasts/categories':
        return jsonResponse([podcast])
      case '/api/v2/Podcasts/categories/31':
        return jsonResponse(podcast)
      case '/api/v2/Podcasts/filters/categories':
        return jsonResponse([{ value: 31, name: 'Owls Insider', statTitle: 'owls-insider' }])
      default:
        return emptyResponse(request.url.pathname.endsWith('/9') ? 204 : 500)
    }
  })
  const mapped = {
    ...podcast,
    description: null,
    image: null,
    sports: [],
    episodeCount: null,
    requiresAuthentication: null,
  }
  expect(await client.loadPodcasts()).toEqual({ status: 'ok', value: [mapped] })
  expect(await client.loadPodcast(31)).toEqual({ status: 'ok', value: mapped })
  expect(await client.loadPodcast(9)).toEqual({ status: 'missing' })
  // The sports menu fails alone; the settings degrade to null.
  expect(await client.getPodcastFilters()).toEqual({
    podcasts: [{ podcastId: 31, title: 'Owls Insider', slug: 'owls-insider' }],
    sports: [],
  })
  expect(await client.getPodcastSettings()).toBeNull()
})

test('loadPodcastFeed passes the XML through; 204 is missing', async () => {
  const { client, requests } = setupMedia((request) =>
    request.url.search === '?categoryId=9'
      ? emptyResponse(204)
      : bytesResponse('<rss/>', 'application/rss+xml; charset=utf-8'),
  )
  const feed = await client.loadPodcastFeed(31)
  expect(feed.status === 'ok' && new TextDecoder().decode(feed.value.bytes)).toBe('<rss/>')
  expect(requests[0]?.url.pathname).toBe('/api/v2/Podcasts/rss')
  expect(await client.loadPodcastFeed(9)).toEqual({ status: 'missing' })
})

test('the transcript is the audio’s twin: site-relative on the provider, absent when blank', async () => {
  const absolute = {
    ...wireEpisode,
    transcriptUrl: 'http://p.test/media/demo/podcasts/owls-insider-episode-12.transcript.vtt',
  }
  const { client } = setupMedia(() =>
    jsonResponse(page([absolute, { ...wireEpisode, id: 3113, transcriptUrl: '' }])),
  )
  const result = await client.loadPodcastEpisodes({ pageIndex: 0, pageSize: 10 })
  const items = result.status === 'ok' ? result.value.items : []
  expect(items.map((item) => item.transcript)).toEqual([
    '/media/demo/podcasts/owls-insider-episode-12.transcript.vtt',
    null,
  ])
})
