import type { Db } from '../db/client'
import { images } from '../db/schema'
import { actionSvg, headshotSvg, logoSvg, pixelSvg, wordmarkSvg, bannerSvg } from '../images/svg'
import { SPORT_CATALOG } from './sport-catalog'
import type { TenantDefinition } from './tenant-definition'

export type SvgImage = { path: string; svg: string }

// `path` is relative to /images/{tenant}/.
export function insertSvgImages(db: Db, tenantId: number, list: SvgImage[]): void {
  if (list.length === 0) return
  db.insert(images)
    .values(
      list.map((image) => ({
        tenantId,
        path: image.path,
        contentType: 'image/svg+xml',
        body: Buffer.from(image.svg, 'utf8'),
      })),
    )
    .run()
}

// Images every page of the site can use: logos, the headshot placeholder, one action image per
// sport, the splash artwork and a tracking pixel. Promotion artwork is added by its seeder.
export function buildBaseImages(definition: TenantDefinition): SvgImage[] {
  const palette = definition.palette
  const list: SvgImage[] = [
    {
      path: 'logos/logo.svg',
      svg: logoSvg(definition.monogram, palette, `${definition.siteName} logo`),
    },
    { path: 'logos/university.svg', svg: wordmarkSvg(definition.universityName, palette) },
    { path: 'people/headshot.svg', svg: headshotSvg(palette) },
    {
      path: 'splash/splash-desktop.svg',
      svg: bannerSvg(1920, 1080, `Go ${definition.mascotPlural}!`, palette),
    },
    {
      path: 'splash/splash-mobile.svg',
      svg: bannerSvg(750, 1334, `Go ${definition.mascotPlural}!`, palette),
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
  insertSvgImages(db, definition.tenantId, buildBaseImages(definition))
}
