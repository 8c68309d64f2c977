import { expect, test } from 'vitest'
import {
  collectCampaignIds,
  getPromotionImageAlt,
  hasPromotionLink,
  isHtmlPromotionHidden,
  shouldRenderSlidePromotion,
} from './promotions'

test.each([
  ['<div class="c-mbonvoy">Offer</div>', true],
  ['<div class="promo">Offer</div>', false],
  ['', false],
  [null, false],
])('isHtmlPromotionHidden(%j) is %j', (html, expected) => {
  expect(isHtmlPromotionHidden(html)).toBe(expected)
})

test.each([
  [{ imageAlt: 'Alt', hoverText: 'Hover', title: 'Title' }, 'Alt'],
  [{ imageAlt: '', hoverText: 'Hover', title: 'Title' }, 'Hover'],
  [{ imageAlt: null, hoverText: '  ', title: 'Title' }, 'Title'],
  [{ title: 'Title' }, 'Title'],
  [{}, ''],
])('getPromotionImageAlt(%j) is %j', (sources, expected) => {
  expect(getPromotionImageAlt(sources)).toBe(expected)
})

test.each([
  [1, true],
  [2.5, true],
  ['auto', true],
  [0, false],
  [-1, false],
  [Number.NaN, false],
  ['3', false],
  [null, false],
  [undefined, false],
])('shouldRenderSlidePromotion(%j) is %j', (slidesPerView, expected) => {
  expect(shouldRenderSlidePromotion(slidesPerView)).toBe(expected)
})

test.each([
  [{ link: 'https://sponsor.example' }, true],
  [{ link: '' }, false],
  [{ link: null }, false],
  [{}, false],
])('hasPromotionLink(%j) is %j', (campaign, expected) => {
  expect(hasPromotionLink(campaign)).toBe(expected)
})

test('collectCampaignIds gathers every campaign id once, in order', () => {
  const promotions = [
    { campaigns: [{ id: 3 }, { id: 1 }] },
    { campaigns: null },
    {},
    { campaigns: [{ id: 1 }, { id: 7 }] },
  ]
  expect(collectCampaignIds(promotions)).toEqual([3, 1, 7])
})
