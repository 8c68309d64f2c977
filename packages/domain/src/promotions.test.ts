import { expect, test } from 'vitest'
import {
  collectCampaignIds,
  getPromotionImageAlt,
  hasPromotionLink,
  isHtmlPromotionHidden,
  resolveCarouselOptions,
  resolveSlidesPerView,
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
  [{ imageAlt: 'Stadium at night', hoverText: 'Hover', title: 'Title' }, 'Stadium at night'],
  [{ imageAlt: ' ', hoverText: 'Hover', title: 'Title' }, ''],
  [{ title: 'Title' }, ''],
])('getPromotionImageAlt(%j) beside its shown title is %j', (sources, expected) => {
  expect(getPromotionImageAlt(sources, { isTextShown: true })).toBe(expected)
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
  [Number.POSITIVE_INFINITY, false],
  [9, false],
  [{}, false],
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

test.each([
  [1, 1],
  [1.5, 1.5],
  ['auto', 'auto'],
  [0, null],
  ['2', null],
  [true, null],
])('resolveSlidesPerView(%j) is %j', (value, expected) => {
  expect(resolveSlidesPerView(value)).toBe(expected)
})

const DEFAULTS = {
  layout: [{ minWidth: 0, perView: 1 }],
  navigation: true,
  pagination: 'bullets',
  autoplayMs: null,
  pausable: false,
}

// SPEC 3/9 swiper options; every unusable value falls back to its default (never a failure).
test.each([
  ['no options', null, DEFAULTS],
  ['empty options', {}, DEFAULTS],
  [
    'the demo location',
    {
      slidesPerView: 1,
      navigation: { prevEl: '.swiper-button-prev', nextEl: '.swiper-button-next' },
      pagination: true,
      breakpoints: { '640': { slidesPerView: 2 }, '1024': { slidesPerView: 3 } },
      autoplay: { delay: 8000 },
      pausable: true,
    },
    {
      layout: [
        { minWidth: 0, perView: 1 },
        { minWidth: 640, perView: 2 },
        { minWidth: 1024, perView: 3 },
      ],
      navigation: true,
      pagination: 'bullets',
      autoplayMs: 8000,
      pausable: true,
    },
  ],
  [
    'a breakpoint between the site widths applies from the next one up',
    { slidesPerView: 'auto', breakpoints: { '700': { slidesPerView: 2.5 } } },
    {
      ...DEFAULTS,
      layout: [
        { minWidth: 0, perView: 'auto' },
        { minWidth: 768, perView: 2.5 },
      ],
    },
  ],
  [
    'unusable slides per view and breakpoints fall back',
    {
      slidesPerView: -2,
      breakpoints: {
        '': { slidesPerView: 2 },
        wide: { slidesPerView: 2 },
        '-5': { slidesPerView: 2 },
        '1024': { slidesPerView: 0 },
        '1280': null,
        '1440': { slidesPerView: 4 },
      },
    },
    {
      ...DEFAULTS,
      layout: [
        { minWidth: 0, perView: 1 },
        { minWidth: 1440, perView: 4 },
      ],
    },
  ],
  ['breakpoints as a list are ignored', { breakpoints: [{ slidesPerView: 3 }] }, DEFAULTS],
  ['autoplay true plays at 8000 ms', { autoplay: true }, { ...DEFAULTS, autoplayMs: 8000 }],
  ['autoplay without a delay', { autoplay: {} }, { ...DEFAULTS, autoplayMs: 8000 }],
  ['autoplay at its own delay', { autoplay: { delay: 5000 } }, { ...DEFAULTS, autoplayMs: 5000 }],
  ['a flickering delay', { autoplay: { delay: 10 } }, { ...DEFAULTS, autoplayMs: 8000 }],
  ['a delay that is no number', { autoplay: { delay: 'x' } }, { ...DEFAULTS, autoplayMs: 8000 }],
  ['autoplay off', { autoplay: false }, DEFAULTS],
  [
    'navigation and pagination off',
    { navigation: false, pagination: { enabled: false } },
    { ...DEFAULTS, navigation: false, pagination: false },
  ],
  ['pagination as an object', { pagination: { clickable: true } }, DEFAULTS],
  // Swiper's pagination types; bullets are its default.
  ['pagination true: bullets', { pagination: true }, DEFAULTS],
  ['pagination bullets', { pagination: { type: 'bullets' } }, DEFAULTS],
  [
    'pagination fraction: the text position',
    { pagination: { type: 'fraction', clickable: true } },
    { ...DEFAULTS, pagination: 'fraction' },
  ],
  [
    'pagination progressbar',
    { pagination: { type: 'progressbar' } },
    { ...DEFAULTS, pagination: 'progressbar' },
  ],
  ['pagination custom: bullets', { pagination: { type: 'custom' } }, DEFAULTS],
  ['an unknown pagination type: bullets', { pagination: { type: 'dots!' } }, DEFAULTS],
  ['a pagination type that is no word', { pagination: { type: 3 } }, DEFAULTS],
  ['pagination as a word: bullets', { pagination: 'fraction' }, DEFAULTS],
  [
    'pagination off, whatever its type',
    { pagination: { enabled: false, type: 'fraction' } },
    {
      ...DEFAULTS,
      pagination: false,
    },
  ],
  ['pausable only when true', { pausable: 'yes' }, DEFAULTS],
])('resolveCarouselOptions: %s', (_name, options, expected) => {
  expect(resolveCarouselOptions(options)).toEqual(expected)
})
