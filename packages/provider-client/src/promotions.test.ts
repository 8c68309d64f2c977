import { expect, test } from 'vitest'
import { createTestClient, type TestHandler } from './test-client'
import { emptyResponse, jsonResponse } from './fake-fetch'

const campaign = (id: number, extra: object = {}) => ({ id, title: `Campaign ${id}`, ...extra })

const minimal = {
  location: { name: 'home_top', type: 'single', effect: 'none' },
  campaigns: [campaign(1)],
}

const setup = (handler: TestHandler) => createTestClient(handler, { cache: false })

test('a minimal promotion gets nulls, false flags and empty pictures', async () => {
  const { client } = setup(async () => jsonResponse(minimal))
  expect(await client.getPromotion('home_top')).toEqual({
    contentId: null,
    location: { id: null, name: 'home_top', type: 'single', effect: 'none' },
    single: null,
    randomSingle: false,
    campaigns: [
      {
        id: 1,
        title: 'Campaign 1',
        link: null,
        hoverText: null,
        icon: null,
        cssClass: null,
        openInNewWindow: false,
        picture: { images: [] },
      },
    ],
    html: null,
    cssClass: null,
    swiperOptions: null,
  })
})

test('a slide promotion keeps its swiper options and campaign images', async () => {
  const { client } = setup(async () =>
    jsonResponse({
      ...minimal,
      content_id: 77,
      location: { id: 3, name: 'home_slider', type: 'multi', effect: 'slide' },
      random_single: true,
      single: campaign(2, { link: 'https://sponsor.test', open_in_new_window: true }),
      campaigns: [
        campaign(2, {
          hover_text: 'Sponsor',
          picture: { images: [{ image: '/images/ad.png', breakpoint: 768, alt: 'Ad' }] },
        }),
      ],
      swiper_options: {
        slides_per_view: 'auto',
        navigation: { prevEl: '.prev', nextEl: '.next' },
        pagination: { clickable: true },
        breakpoints: { '768': { slidesPerView: 3 } },
        autoplay: { delay: 8000 },
        pausable: true,
      },
    }),
  )
  const promotion = await client.getPromotion('home_slider')
  expect(promotion).toMatchObject({
    contentId: 77,
    location: { id: 3, type: 'multi', effect: 'slide' },
    randomSingle: true,
    single: { id: 2, link: 'https://sponsor.test', openInNewWindow: true },
    campaigns: [
      {
        hoverText: 'Sponsor',
        picture: { images: [{ url: '/images/ad.png', breakpoint: 768, alt: 'Ad' }] },
      },
    ],
    swiperOptions: {
      slidesPerView: 'auto',
      navigation: { prevEl: '.prev', nextEl: '.next' },
      pagination: { clickable: true },
      breakpoints: { '768': { slidesPerView: 3 } },
      autoplay: { delay: 8000 },
      pausable: true,
    },
  })
})

test('autoplay given as a flag or without a delay is kept as such', async () => {
  const { client } = setup(async () =>
    jsonResponse({ ...minimal, swiper_options: { autoplay: {} } }),
  )
  expect((await client.getPromotion('x'))?.swiperOptions).toEqual({
    slidesPerView: null,
    navigation: null,
    pagination: null,
    breakpoints: null,
    autoplay: { delay: null },
    pausable: false,
  })
})

test('the promotion name is escaped in the path', async () => {
  const { client, requests } = setup(async () => emptyResponse(204))
  await client.getPromotion('a/b c')
  expect(requests[0]?.url.pathname).toBe('/api/v2/promotions/a%2Fb%20c')
})

test.each([
  ['status 200', () => emptyResponse(200), 'ok'],
  ['status 204', () => emptyResponse(204), 'ok'],
  ['JSON { counted: 3 }', () => jsonResponse({ counted: 3 }), 'ok'],
  ['status 400', () => emptyResponse(400), 'unavailable'],
  ['status 500', () => emptyResponse(500), 'unavailable'],
])('impression counting answered %s is %s', async (_, response, status) => {
  const { client, logger } = setup(async () => response())
  expect(await client.countImpressions([4, 5])).toEqual({ status })
  expect(logger.records).toHaveLength(status === 'ok' ? 0 : 1)
})

test('a failed impression count is not retried, so nothing is counted twice', async () => {
  const { client, requests } = setup(async () => emptyResponse(503))
  expect(await client.countImpressions([4, 5])).toEqual({ status: 'unavailable' })
  expect(requests).toHaveLength(1)
})

test('counting no impressions sends nothing and succeeds', async () => {
  const { client, requests } = setup(async () => emptyResponse(500))
  expect(await client.countImpressions([])).toEqual({ status: 'ok' })
  expect(requests).toHaveLength(0)
})
