import { expect, test } from 'vitest'
import { MomentsResponseSchema } from './moments'
import { OnThisDayResponseSchema } from './on-this-day'
import { RssFeedsResponseSchema } from './rss'
import { SportFileSchema } from './sport-files'
import { wireSportFile } from './media-fixtures'

const sport = { id: 10, title: 'Football', slug: 'football', shortName: 'football' }

test('on this day: a year of stories and games parses; galleries and podcasts stay unknown', () => {
  const body = OnThisDayResponseSchema.parse({
    data: [
      {
        year: 1994,
        stories: [
          {
            id: 1,
            date: '1994-12-12T19:00:00',
            sport,
            type: 'story',
            featured: true,
            title: 'Title',
            filename: 'history-1',
            byline: null,
            pregame: false,
            postgame: false,
            url: '/honors',
            image: null,
            summary: 'Text.',
          },
        ],
        galleries: [{ anything: true }],
        videos: [],
        games: [
          {
            id: 2,
            date: '1994-12-12T19:00:00',
            sport,
            type: 'game',
            featured: false,
            locationIndicator: 'H',
            opponent: { title: 'Harbor Bay', image: null },
            result: { status: 'W', teamScore: '21', opponentScore: '14' },
          },
        ],
        podcasts: [],
      },
    ],
    randomImage: null,
  })
  expect(body.data[0]?.games[0]?.result?.status).toBe('W')
  expect(() => OnThisDayResponseSchema.parse({ data: [{ year: '1994' }] })).toThrow()
})

test('moments, sport files and RSS feeds parse their own-design shapes', () => {
  const moment = {
    id: 301,
    title: 'Walk-off',
    day: '2026-12-01',
    text: 'Text.',
    image: { url: '/images/demo/x.svg', absoluteUrl: 'http://p/images/demo/x.svg', altText: '' },
    video: null,
    sport,
  }
  expect(
    MomentsResponseSchema.parse({ items: [moment], total: 1, page: 0, pages: 1 }).items,
  ).toHaveLength(1)
  expect(SportFileSchema.parse(wireSportFile).access).toBe('public')
  expect(() => SportFileSchema.parse({ ...wireSportFile, access: 'secret' })).toThrow()
  expect(
    RssFeedsResponseSchema.parse([
      {
        rssUrl: '/rss.aspx?path=football',
        rssFolowUrl: 'x',
        sportId: 10,
        sportTitle: 'Football',
        sportShortName: 'football',
        sportRank: 1,
      },
    ]),
  ).toHaveLength(1)
})
