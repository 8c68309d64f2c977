import { prerender } from 'react-dom/static'
import { expect, test } from 'vitest'

import type { Promotion, PromotionCampaign } from '@fieldhouse/provider-client/promotions'

import { toShownPromotion } from '~/utils/promotions.server'

import { PromotionBlock } from './promotion-block'

function campaign(id: number, overrides: Partial<PromotionCampaign> = {}): PromotionCampaign {
  return {
    id,
    title: `Campaign ${id}`,
    link: `/tickets/${id}`,
    hoverText: `Buy ${id}`,
    icon: null,
    cssClass: null,
    openInNewWindow: false,
    picture: { images: [{ url: `/images/demo/c${id}.svg`, breakpoint: 0, alt: null }] },
    ...overrides,
  }
}

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    contentId: null,
    location: { id: 1, name: 'home_multi', type: 'multi', effect: 'slide' },
    single: null,
    randomSingle: false,
    campaigns: [campaign(1), campaign(2), campaign(3)],
    html: null,
    cssClass: null,
    swiperOptions: null,
    ...overrides,
  }
}

// The server's whole render, lazy parts included (entry.server.tsx waits for all of them too).
async function render(value: Promotion | null): Promise<Document> {
  const shown = value ? toShownPromotion(value) : null
  const { prelude } = await prerender(
    <PromotionBlock promotion={shown} label="Featured" width={800} height={450} />,
  )
  const html = await new Response(prelude).text()
  return new DOMParser().parseFromString(html, 'text/html')
}

test('a slide promotion is a carousel laid out for its slides per view in the server markup', async () => {
  const page = await render(
    promotion({
      swiperOptions: {
        slidesPerView: 1,
        navigation: true,
        pagination: true,
        breakpoints: { '640': { slidesPerView: 2 }, '1024': { slidesPerView: 3 } },
        autoplay: { delay: 8000 },
        pausable: true,
      },
    }),
  )
  const carousel = page.querySelector('section[aria-roledescription="carousel"]')
  expect(carousel?.getAttribute('aria-label')).toBe('Featured')
  const style = carousel?.getAttribute('style') ?? ''
  expect(style).toContain('--rotator-0:calc((100% - 0rem) / 1)')
  expect(style).toContain('--rotator-640:calc((100% - 1rem) / 2)')
  expect(style).toContain('--rotator-1024:calc((100% - 2rem) / 3)')
  const slides = [...page.querySelectorAll('[aria-roledescription="slide"]')]
  expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
    '1 of 3',
    '2 of 3',
    '3 of 3',
  ])
  // Every slide is usable without JavaScript: a link with its title and call to action.
  expect(slides[0]?.querySelector('a')?.getAttribute('href')).toBe('/tickets/1')
  expect(slides[0]?.textContent).toContain('Campaign 1')
  expect(slides[0]?.textContent).toContain('Buy 1')
  // No buttons in the server markup: they would do nothing without JavaScript.
  expect(page.querySelectorAll('button')).toHaveLength(0)
})

test('invalid swiper options fall back to one slide a view', async () => {
  const page = await render(
    promotion({
      swiperOptions: {
        slidesPerView: -3,
        navigation: null,
        pagination: null,
        breakpoints: { wide: { slidesPerView: 0 } },
        autoplay: { delay: -1 },
        pausable: false,
      },
    }),
  )
  const style = page.querySelector('[aria-roledescription="carousel"]')?.getAttribute('style')
  expect(style).toBe('--rotator-0:calc((100% - 0rem) / 1)')
  expect(page.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(3)
})

// SPEC 5 rules and bad input: the part is left out, the rest renders.
test.each([
  ['no promotion', null, ''],
  ['an empty slide campaign list', promotion({ campaigns: [] }), ''],
  [
    'an empty icons list',
    promotion({ location: { id: 1, name: 'f', type: 'icons', effect: 'none' }, campaigns: [] }),
    '',
  ],
  [
    'a type this site does not know',
    promotion({
      location: {
        id: 1,
        name: 'x',
        type: 'banner' as Promotion['location']['type'],
        effect: 'none',
      },
    }),
    '',
  ],
  [
    'html with the hidden marker',
    promotion({
      location: { id: 1, name: 'p', type: 'html', effect: 'none' },
      html: '<div class="c-mbonvoy">Offer</div>' as Promotion['html'],
    }),
    '',
  ],
  [
    'an html promotion without html',
    promotion({ location: { id: 1, name: 'p', type: 'html', effect: 'none' }, html: null }),
    '',
  ],
])('%s renders nothing', async (_name, value, expected) => {
  const page = await render(value)
  expect(page.body.innerHTML).toBe(expected)
})

test('a campaign without images shows its text; its picture is left out', async () => {
  const page = await render(
    promotion({
      location: { id: 1, name: 'home_hero', type: 'single', effect: 'none' },
      single: campaign(7, { picture: { images: [] } }),
    }),
  )
  expect(page.querySelector('img')).toBeNull()
  expect(page.querySelector('a')?.textContent).toContain('Campaign 7')
})

test('an unknown effect on a multi location shows a grid of cards', async () => {
  const page = await render(
    promotion({
      location: { id: 1, name: 'm', type: 'multi', effect: 'fade' as 'none' },
    }),
  )
  expect(page.querySelector('[aria-roledescription="carousel"]')).toBeNull()
  expect(page.querySelectorAll('li')).toHaveLength(3)
})

test('icons: with a link a link, without one (or a blank one) plain, named by its alt fallback', async () => {
  const page = await render(
    promotion({
      location: { id: 1, name: 'footer_sponsors', type: 'icons', effect: 'none' },
      campaigns: [
        campaign(1, { hoverText: 'Visit One' }),
        campaign(2, { link: null, hoverText: null }),
        campaign(3, { link: '  ', hoverText: 'Three' }),
      ],
    }),
  )
  const items = [...page.querySelectorAll('li')]
  expect(items.map((item) => item.querySelector('a')?.getAttribute('href') ?? null)).toEqual([
    '/tickets/1',
    null,
    null,
  ])
  // Image alt, else hover text, else title.
  expect(items.map((item) => item.querySelector('img')?.getAttribute('alt'))).toEqual([
    'Visit One',
    'Campaign 2',
    'Three',
  ])
})

test("a card's picture keeps its own alt; a fallback would only repeat the title beside it", async () => {
  const page = await render(
    promotion({
      campaigns: [
        campaign(1, {
          picture: { images: [{ url: '/a.svg', breakpoint: 0, alt: 'The stadium' }] },
        }),
        campaign(2),
      ],
    }),
  )
  expect([...page.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
    'The stadium',
    '',
  ])
})

test('images per breakpoint: each from its width up, the smallest the fallback', async () => {
  const page = await render(
    promotion({
      location: { id: 1, name: 'home_hero', type: 'single', effect: 'none' },
      single: campaign(1, {
        picture: {
          images: [
            { url: '/wide.svg', breakpoint: 1024, alt: 'Wide' },
            { url: '/narrow.svg', breakpoint: 0, alt: 'Narrow' },
          ],
        },
      }),
    }),
  )
  const source = page.querySelector('picture source')
  expect(source?.getAttribute('media')).toBe('(min-width: 1024px)')
  expect(source?.getAttribute('srcset')).toContain('wide.svg')
  expect(page.querySelector('picture img')?.getAttribute('src')).toContain('narrow.svg')
})
