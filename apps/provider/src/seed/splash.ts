import type { Db } from '../db/client'
import { splashes } from '../db/schema'
import { imagePath, sportIdOf, type TenantDefinition } from './tenant-definition'

// Fixed dates keep the seed deterministic: the featured sport's splash runs from 2020 to 2099;
// the site-wide one only starts in 2098, so the home page shows none but the hidden preview does.
export function buildSplashes(definition: TenantDefinition): (typeof splashes.$inferInsert)[] {
  const picture = {
    images: [
      {
        url: imagePath(definition, 'splash/splash-desktop.svg'),
        breakpoint: 1024,
        alt: `Go ${definition.mascotPlural}! The stadium under the lights on a game night`,
      },
      {
        url: imagePath(definition, 'splash/splash-mobile.svg'),
        breakpoint: 0,
        alt: `Go ${definition.mascotPlural}! The stadium under the lights on a game night`,
      },
    ],
  }
  return [
    {
      tenantId: definition.tenantId,
      id: 1,
      sportId: sportIdOf(definition, definition.featuredSport),
      title: `Welcome back, ${definition.mascotPlural} fans`,
      html: '<p>Season tickets are on sale now.</p>',
      startDate: '2020-01-01T00:00:00',
      endDate: '2099-12-31T23:59:59',
      // A season hype video (a fictional id: nothing asks YouTube for it until it is played).
      videoYouTube: 'nsuOwlsHype',
      picture,
      link: '/tickets',
      backgroundColor: definition.palette.primary,
      foregroundColor: definition.palette.onPrimary,
    },
    {
      tenantId: definition.tenantId,
      id: 2,
      sportId: null,
      title: 'Homecoming preview',
      html: null,
      startDate: '2098-09-01T00:00:00',
      endDate: null,
      videoYouTube: 'dQw4w9WgXcQ',
      picture,
      link: null,
      backgroundColor: null,
      foregroundColor: null,
    },
  ]
}

export function seedSplash(db: Db, definition: TenantDefinition): void {
  db.insert(splashes).values(buildSplashes(definition)).run()
}
