import type { PictureImageResource } from '@fieldhouse/contract/picture'
import type { SwiperOptionsResource } from '@fieldhouse/contract/promotions'
import type { Db } from '../db/client'
import { promotionCampaigns, promotionLocations } from '../db/schema'
import { sponsorSvg } from '../images/svg'
import type { SvgImage } from './images'
import { insertSvgRows } from './teams/insert'
import { campaignArtOptions, campaignSvg, type CampaignScene } from './promotion-art'
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
  // A campaign's picture: an illustrated scene in the school's colours (promotion-art.ts), as
  // wide and tall as its slot (hero 3:1, slides 16:9, spotlight 2:1).
  const artOptions = campaignArtOptions(definition)
  const art = (name: string, scene: CampaignScene, alt: string, width: number, height: number) => {
    built.images.push({
      path: `promotions/${name}.svg`,
      svg: campaignSvg(scene, width, height, alt, artOptions(name)),
    })
    return picture(imagePath(definition, `promotions/${name}.svg`), alt)
  }
  const venue = artOptions('').venueName
  const { mascotPlural } = definition

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
      picture: art(
        'home-hero',
        'season-tickets',
        `${venue} under the lights, a season ticket in the school colours`,
        1200,
        400,
      ),
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

  // The featured carousel: a season's worth of real campaigns. Two have no link: the card shows
  // its hover text as a line of text, not a call to action.
  const sponsor = sponsors[0]?.title ?? 'our partners'
  const featured: [string, string | null, string | null, CampaignScene, string][] = [
    [
      'Saturday Is Game Day',
      '/calendar',
      'Plan your game day',
      'game-day',
      `A football in flight over ${venue} at dusk`,
    ],
    [
      'Join the Student Section',
      '/tickets',
      'Claim student tickets',
      'student-section',
      `Students in the front rows, foam fingers up, under the lights`,
    ],
    [
      `Sponsor Spotlight: ${sponsor}`,
      '/partners',
      `Meet ${sponsor}`,
      'sponsor',
      'Spotlights sweeping the arena floor before tip-off',
    ],
    [
      'Family Four-Pack',
      null,
      'Four tickets and four hot dogs for one price, at the ticket office',
      'family',
      'The ballpark at dusk, seen from behind home plate',
    ],
    [
      'Summer Sports Camps',
      '/calendar',
      'See camp dates',
      'camps',
      'A soccer ball on the centre spot of a sunlit pitch',
    ],
    [
      `Follow the ${mascotPlural} on the Road`,
      null,
      'Away games on the radio and the live stats',
      'road-trip',
      'An ice rink and its stands before the game',
    ],
  ]
  location(
    5,
    { name: 'home_multi', type: 'multi', effect: 'slide', swiperOptions: SLIDE_OPTIONS },
    featured.map(([title, link, hoverText, scene, alt], index) => ({
      title,
      link,
      hoverText,
      picture: art(`home-multi-${index + 1}`, scene, alt, 800, 450),
    })),
  )

  // One of three, drawn per page (random single).
  const spotlight: [string, string, CampaignScene, string][] = [
    ['Fan Day', 'Meet the teams', 'sponsor', 'Spotlights on the arena floor for Fan Day'],
    ['Kids Club', 'Join the Kids Club', 'camps', 'A soccer ball on a sunlit pitch'],
    [
      'Student Section',
      'Get student tickets',
      'student-section',
      'The student section on its feet under the lights',
    ],
  ]
  location(
    6,
    { name: 'home_random', type: 'single', effect: 'random', randomSingle: true },
    spotlight.map(([title, hoverText, scene, alt], index) => ({
      title,
      link: '/partners',
      hoverText,
      picture: art(`home-random-${index + 1}`, scene, alt, 600, 300),
    })),
  )

  location(7, { name: 'sport_hero', type: 'single', effect: 'none' }, [
    {
      title: 'Follow Your Team',
      link: '/calendar',
      hoverText: 'See every schedule',
      picture: art(
        'sport-hero',
        'road-trip',
        'An ice rink and its stands before the game',
        1200,
        400,
      ),
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
        hoverText: 'Tickets, parking and gates',
        picture: art(
          'sport-hero-featured',
          'game-day',
          `A football in flight over ${venue} at dusk`,
          1200,
          400,
        ),
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
  insertSvgRows(db, definition.tenantId, built.images)
}
