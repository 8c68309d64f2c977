import type { PictureImageResource } from '@fieldhouse/contract/picture'
import type { SwiperOptionsResource } from '@fieldhouse/contract/promotions'
import type { Db } from '../db/client'
import { promotionCampaigns, promotionLocations } from '../db/schema'
import { bannerSvg, sponsorSvg } from '../images/svg'
import { insertSvgImages, type SvgImage } from './images'
import { createFaker, imagePath, sportIdOf, type TenantDefinition } from './tenant-definition'

type LocationInsert = typeof promotionLocations.$inferInsert
type CampaignInsert = typeof promotionCampaigns.$inferInsert
type Built = { locations: LocationInsert[]; campaigns: CampaignInsert[]; images: SvgImage[] }

const SLIDE_OPTIONS: SwiperOptionsResource = {
  slides_per_view: 1,
  navigation: { prevEl: '.swiper-button-prev', nextEl: '.swiper-button-next' },
  pagination: true,
  breakpoints: { '640': { slidesPerView: 2 }, '1024': { slidesPerView: 3 } },
  autoplay: { delay: 8000 },
  pausable: true,
}

function picture(url: string, alt: string | null): { images: PictureImageResource[] } {
  return { images: [{ url, breakpoint: 0, alt }] }
}

// Locations cover every type (single, html, icons, multi) and effect (random, none, slide);
// `sport_hero` has a site-wide variant plus one for the featured sport.
export function buildPromotions(definition: TenantDefinition): Built {
  const faker = createFaker(definition, 4)
  const built: Built = { locations: [], campaigns: [], images: [] }
  let campaignId = 1
  const location = (
    id: number,
    fields: Omit<LocationInsert, 'tenantId' | 'id'>,
    campaigns: Omit<CampaignInsert, 'tenantId' | 'id' | 'locationId' | 'rank'>[],
  ) => {
    built.locations.push({ tenantId: definition.tenantId, id, ...fields })
    campaigns.forEach((campaign, index) => {
      built.campaigns.push({
        tenantId: definition.tenantId,
        id: campaignId++,
        locationId: id,
        rank: index + 1,
        ...campaign,
      })
    })
  }
  const banner = (name: string, headline: string, width = 1200, height = 400) => {
    built.images.push({
      path: `promotions/${name}.svg`,
      svg: bannerSvg(width, height, headline, definition.palette),
    })
    return imagePath(definition, `promotions/${name}.svg`)
  }

  const sponsors = Array.from({ length: 8 }, (_, index) => {
    const name = faker.company.name().replace(/,.*$/, '')
    built.images.push({
      path: `sponsors/sponsor-${index + 1}.svg`,
      svg: sponsorSvg(name, (index * 47) % 360),
    })
    // Every third sponsor has no link: the footer strip renders it as plain text.
    const link = index % 3 === 2 ? null : `https://www.${faker.internet.domainWord()}.example/`
    return {
      title: name,
      link,
      hoverText: index % 2 === 0 ? `Visit ${name}` : null,
      icon: imagePath(definition, `sponsors/sponsor-${index + 1}.svg`),
      openInNewWindow: link !== null,
      picture: picture(
        imagePath(definition, `sponsors/sponsor-${index + 1}.svg`),
        index % 2 === 0 ? name : null,
      ),
    }
  })
  location(
    1,
    { name: 'footer_sponsors', type: 'icons', effect: 'none', cssClass: 'footer-sponsors' },
    sponsors,
  )

  location(2, { name: 'home_hero', type: 'single', effect: 'none', contentId: 501 }, [
    {
      title: 'Season Tickets On Sale',
      link: '/tickets',
      hoverText: 'Buy season tickets',
      picture: picture(banner('home-hero', 'Season Tickets On Sale'), 'Season tickets on sale now'),
    },
  ])

  location(
    3,
    {
      name: 'home_html',
      type: 'html',
      effect: 'none',
      html: `<div class="promo-html"><strong>Join the ${definition.mascotPlural} Club</strong> <a href="/subscribe">Sign up for news</a></div>`,
    },
    [],
  )

  // Carries the partner marker the website must hide (SPEC 5 promotions rule).
  location(
    4,
    {
      name: 'partner_html',
      type: 'html',
      effect: 'none',
      html: '<div class="c-mbonvoy"><p>Partner offer</p></div>',
    },
    [],
  )

  location(
    5,
    { name: 'home_multi', type: 'multi', effect: 'slide', swiperOptions: SLIDE_OPTIONS },
    Array.from({ length: 6 }, (_, index) => ({
      title: `Featured ${index + 1}`,
      link: index % 2 === 0 ? '/calendar' : null,
      picture: picture(banner(`home-multi-${index + 1}`, `Featured ${index + 1}`, 800, 450), null),
    })),
  )

  location(
    6,
    { name: 'home_random', type: 'single', effect: 'random', randomSingle: true },
    ['Fan Day', 'Kids Club', 'Student Section'].map((title, index) => ({
      title,
      link: '/partners',
      hoverText: title,
      picture: picture(banner(`home-random-${index + 1}`, title, 600, 300), null),
    })),
  )

  location(7, { name: 'sport_hero', type: 'single', effect: 'none' }, [
    {
      title: 'Follow Your Team',
      link: '/calendar',
      picture: picture(banner('sport-hero', 'Follow Your Team'), null),
    },
  ])
  location(
    8,
    {
      name: 'sport_hero',
      type: 'single',
      effect: 'none',
      sportId: sportIdOf(definition, definition.featuredSport),
    },
    [
      {
        title: 'Game Day Guide',
        link: '/tickets',
        picture: picture(banner('sport-hero-featured', 'Game Day Guide'), 'Game day guide'),
      },
    ],
  )

  // A location with nothing to show: the provider answers 204.
  location(9, { name: 'retired_slot', type: 'single', effect: 'none' }, [])
  return built
}

export function seedPromotions(db: Db, definition: TenantDefinition): void {
  const built = buildPromotions(definition)
  db.insert(promotionLocations).values(built.locations).run()
  db.insert(promotionCampaigns).values(built.campaigns).run()
  insertSvgImages(db, definition.tenantId, built.images)
}
