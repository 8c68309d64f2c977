import sharp from 'sharp'
import { expect, test } from 'vitest'

import { CAMPAIGN_SCENES, campaignArtOptions, campaignSvg } from './promotion-art'
import { buildPromotions } from './promotions'
import { demoTenant } from './tenants/demo'
import { lakesideTenant } from './tenants/lakeside'

const options = campaignArtOptions(demoTenant)

// Every scene is drawn in the school's colours and rasterises, cut to each slot's shape, to the
// formats the image service serves.
test.each(CAMPAIGN_SCENES)('the %s scene renders at every slot shape', async (scene) => {
  for (const [width, height] of [
    [1200, 400],
    [800, 450],
    [750, 1334],
  ] as const) {
    const svg = campaignSvg(scene, width, height, 'A scene', options(scene))
    expect(svg).toContain(demoTenant.palette.secondary)
    const image = await sharp(Buffer.from(svg)).resize({ width: 320 }).webp().toBuffer()
    const meta = await sharp(image).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(320)
    expect(meta.height).toBe(Math.round((320 * height) / width))
  }
})

test('the art is the same on every seed, and differs between tenants', () => {
  const again = campaignArtOptions(demoTenant)
  expect(campaignSvg('game-day', 800, 450, 'x', again('a'))).toBe(
    campaignSvg('game-day', 800, 450, 'x', options('a')),
  )
  const lakeside = campaignArtOptions(lakesideTenant)
  expect(campaignSvg('game-day', 800, 450, 'x', lakeside('a'))).not.toBe(
    campaignSvg('game-day', 800, 450, 'x', options('a')),
  )
})

test('every demo campaign has a picture with alt text and a title; links name their action', () => {
  const built = buildPromotions(demoTenant)
  const campaigns = built.campaigns.filter((campaign) => campaign.locationId !== 1)
  expect(campaigns.length).toBeGreaterThanOrEqual(10)
  for (const campaign of campaigns) {
    expect(campaign.title).not.toMatch(/^Featured \d/)
    // The row's picture column is JSON to the database: read as the contract's shape.
    const picture = campaign.picture as { images?: { alt?: string | null; url?: string }[] } | null
    const image = picture?.images?.[0]
    expect(image?.alt, campaign.title).toBeTruthy()
    expect(built.images.some((entry) => image?.url?.endsWith(entry.path))).toBe(true)
    if (campaign.link) expect(campaign.hoverText, campaign.title).toBeTruthy()
  }
})
