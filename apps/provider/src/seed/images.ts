import type { Db } from '../db/client'
import { insertSvgRows } from './teams/insert'
import { actionSvg, headshotSvg, logoSvg, pixelSvg, wordmarkSvg } from '../images/svg'
import { campaignArtOptions, campaignSvg } from './promotion-art'
import { SPORT_CATALOG } from './sport-catalog'
import type { TenantDefinition } from './tenant-definition'

export type SvgImage = { path: string; svg: string }

// Images every page of the site can use: logos, the headshot placeholder, one action image per
// sport, the splash artwork and a tracking pixel. Promotion artwork is added by its seeder.
export function buildBaseImages(definition: TenantDefinition): SvgImage[] {
  const palette = definition.palette
  // The splash: the stadium under the lights (promotion-art.ts); its title is text on the page.
  const splashArt = campaignArtOptions(definition)('splash')
  const splashAlt = `Go ${definition.mascotPlural}! ${splashArt.venueName} under the lights`
  const list: SvgImage[] = [
    {
      path: 'logos/logo.svg',
      svg: logoSvg(definition.monogram, palette, `${definition.siteName} logo`),
    },
    { path: 'logos/university.svg', svg: wordmarkSvg(definition.universityName, palette) },
    { path: 'people/headshot.svg', svg: headshotSvg(palette) },
    {
      path: 'splash/splash-desktop.svg',
      svg: campaignSvg('splash', 1920, 1080, splashAlt, splashArt),
    },
    {
      path: 'splash/splash-mobile.svg',
      svg: campaignSvg('splash', 750, 1334, splashAlt, splashArt),
    },
    { path: 'tracking/pixel.svg', svg: pixelSvg() },
  ]
  definition.sports.forEach((key, index) => {
    const sport = SPORT_CATALOG[key]
    list.push({ path: `sports/${sport.slug}.svg`, svg: actionSvg(sport.title, palette, index) })
  })
  return list
}

export function seedImages(db: Db, definition: TenantDefinition): void {
  insertSvgRows(db, definition.tenantId, buildBaseImages(definition))
}
