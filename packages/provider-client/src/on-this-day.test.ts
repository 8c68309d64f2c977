import { expect, test } from 'vitest'
import { jsonResponse } from './fake-fetch'
import { setupMedia } from './media-fixtures'

const sport = { id: 10, title: 'Football', slug: 'football', shortName: 'football' }
const base = { sport, featured: false }
const image = { url: '/images/demo/sports/football.svg', altText: 'Football' }

test('loadOnThisDay tells stories from milestones and maps videos and games', async () => {
  const { client, requests, logger } = setupMedia(() =>
    jsonResponse({
      data: [
        {
          year: 2026,
          stories: [
            {
              ...base,
              id: 1,
              date: '2026-11-21T16:00:00',
              type: 'story',
              title: 'Football Rolls Past Bluff City',
              filename: 'football-rolls-past-bluff-city',
              byline: 'Christina Tromp',
              pregame: false,
              postgame: true,
              url: '/news/2026/11/21/football-rolls-past-bluff-city',
              image,
            },
          ],
          galleries: [],
          videos: [
            {
              ...base,
              id: 3,
              date: '2026-11-21T16:00:00',
              type: 'video',
              title: 'Highlights',
              file: '3201012',
              format: 'video',
              url: '/series/owls-highlights',
              image,
            },
          ],
          games: [],
          podcasts: [],
        },
        {
          year: 1973,
          stories: [
            {
              ...base,
              id: 14,
              date: '1973-11-21T19:00:00',
              type: 'story',
              title: 'Owls win the title',
              filename: 'history-14',
              byline: null,
              pregame: false,
              postgame: false,
              url: '/sports/football',
              image: null,
              summary: 'A comeback.',
            },
            { ...base, id: 15, date: 'then', type: 'story' },
          ],
          galleries: [],
          videos: [],
          games: [
            {
              ...base,
              id: 4,
              date: '1973-11-21T19:00:00',
              type: 'game',
              locationIndicator: 'A',
              opponent: { title: 'Harbor Bay', image: null },
              result: { status: 'W', teamScore: '3', opponentScore: 'x' },
            },
          ],
          podcasts: [],
        },
      ],
      randomImage: null,
    }),
  )
  const entry = { sport, featured: false }
  const picture = { url: '/images/demo/sports/football.svg', alt: 'Football' }
  expect(await client.loadOnThisDay({ month: 11, day: 21, sportId: 10 })).toEqual({
    status: 'ok',
    value: [
      {
        year: 2026,
        stories: [
          {
            ...entry,
            kind: 'story',
            id: 1,
            day: '2026-11-21',
            title: 'Football Rolls Past Bluff City',
            slug: 'football-rolls-past-bluff-city',
            byline: 'Christina Tromp',
            isPreview: false,
            isRecap: true,
            image: picture,
          },
        ],
        videos: [
          {
            ...entry,
            id: 3,
            day: '2026-11-21',
            title: 'Highlights',
            videoId: '3201012',
            seriesSlug: 'owls-highlights',
            image: picture,
          },
        ],
        games: [],
      },
      {
        year: 1973,
        stories: [
          {
            ...entry,
            kind: 'milestone',
            id: 14,
            day: '1973-11-21',
            title: 'Owls win the title',
            summary: 'A comeback.',
            link: '/sports/football',
            image: null,
          },
        ],
        videos: [],
        games: [
          {
            ...entry,
            id: 4,
            day: '1973-11-21',
            locationIndicator: 'A',
            opponent: { title: 'Harbor Bay', image: null },
            result: { status: 'W', teamScore: 3, opponentScore: null },
          },
        ],
      },
    ],
  })
  expect(requests[0]?.url.search).toBe('?day=21&month=11&sportId=10')
  expect(logger.records.map((record) => record.obj.id)).toEqual([15])
})
