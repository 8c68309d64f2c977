import { expect, test } from 'vitest'
import { CountdownSchema } from './countdown'

// Shaped like schemas/v2/countDown/homepageSchema.json.
const countdown = {
  id: 3,
  title: 'Football Home Opener',
  localDateTime: '2026-09-05T19:30:00',
  game: {
    id: 25400,
    date: '2026-09-05T19:30:00',
    time: '7:30 p.m.',
    locationIndicator: 'H',
    location: 'Durham, NC',
    isConference: false,
    type: 'S',
    sport: {
      id: 5,
      title: 'Football',
      abbreviation: null,
      shortname: 'football',
      globalSportNameSlug: null,
    },
    opponent: {
      id: 90,
      title: 'Elon',
      image: '/images/logos/elon.png',
      website: 'https://elonphoenix.com',
    },
    media: {
      video: '',
      audio: '',
      stats: '',
      ticketLink: null,
      tv: 'ACCN',
      radio: 'WDNC',
      custom1: '',
    },
    promotion: { name: 'Fan Day', link: '', image: null, caption: '', altText: null },
    eventImage: { link: '', image: null, caption: null, altText: null },
    facility: null,
  },
  ad: null,
  customInfo: { date: null, description: null },
}

test('the home page countdown parses with its game', () => {
  const parsed = CountdownSchema.parse(countdown)
  expect(parsed).toMatchObject({ localDateTime: '2026-09-05T19:30:00', game: { id: 25400 } })
  expect(CountdownSchema.parse({ ...countdown, game: null }).game).toBeNull()
  expect(CountdownSchema.safeParse({ ...countdown, localDateTime: null }).success).toBe(false)
})
