import { expect, test } from 'vitest'
import { emptyResponse, jsonResponse } from './fake-fetch'
import { bytesResponse, setupMedia } from './media-fixtures'

const feed = (sportId: number, rank: number) => ({
  rssUrl: `/rss.aspx?path=s${sportId}`,
  rssFolowUrl: `http://p.test/api/v2/Rss/xml?sportId=${sportId}`,
  sportId,
  sportTitle: `Sport ${sportId}`,
  sportShortName: `s${sportId}`,
  sportRank: rank,
})

test('loadRssFeeds answers the feeds by rank, without addresses', async () => {
  const { client } = setupMedia(() => jsonResponse([feed(22, 2), feed(13, 1)]))
  expect(await client.loadRssFeeds()).toEqual({
    status: 'ok',
    value: [
      { sportId: 13, sportTitle: 'Sport 13', sportShortName: 's13', rank: 1 },
      { sportId: 22, sportTitle: 'Sport 22', sportShortName: 's22', rank: 2 },
    ],
  })
})

test('loadRssFeed: the XML; 204 missing; an answer that is not XML unavailable', async () => {
  const { client, requests } = setupMedia((request) => {
    if (request.url.search === '?sportId=9') return emptyResponse(204)
    if (request.url.search === '?sportId=8') return jsonResponse({})
    return bytesResponse('<rss/>', 'application/rss+xml; charset=utf-8')
  })
  expect((await client.loadRssFeed(10)).status).toBe('ok')
  expect(requests[0]?.url.pathname).toBe('/api/v2/Rss/xml')
  expect(requests[0]?.headers.get('accept')).toContain('application/rss+xml')
  expect(await client.loadRssFeed(9)).toEqual({ status: 'missing' })
  expect(await client.loadRssFeed(8)).toEqual({ status: 'unavailable' })
})
