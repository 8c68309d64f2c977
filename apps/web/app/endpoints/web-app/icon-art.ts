import { escapeXml } from '@fieldhouse/domain/seo-sitemap'

import type { AppIconFile } from '~/paths/app-manifest'

import type { AppIdentity } from './web-manifest'

// How each icon of the manifest and the head is drawn (issue 34). Platforms ask for different
// things: "any" icons are shown as they are (transparent corners allowed); a "maskable" one is
// cut to the platform's shape (circle, squircle), so what matters stays inside its safe zone, a
// centred circle of 40 % of the width in radius; Safari fills transparency with black and rounds
// the corners itself, so its icon is opaque with a margin.

export type IconLayout = 'any' | 'maskable' | 'apple'

export type IconSpec = { size: number; layout: IconLayout }

export const ICON_SPECS: Record<AppIconFile, IconSpec> = {
  '192.png': { size: 192, layout: 'any' },
  '512.png': { size: 512, layout: 'any' },
  'maskable-512.png': { size: 512, layout: 'maskable' },
  'apple-touch-180.png': { size: 180, layout: 'apple' },
}

// The largest square inside the maskable safe zone: 2 x 0.4 / sqrt(2) of the width.
const SAFE_SQUARE = (2 * 0.4) / Math.SQRT2

/** The share of the icon's width the logo's box takes. */
export const LOGO_SHARE: Record<IconLayout, number> = { any: 1, maskable: SAFE_SQUARE, apple: 0.8 }

/** Whether the icon has a background of its own (else its corners are transparent). */
export const IS_OPAQUE: Record<IconLayout, boolean> = { any: false, maskable: true, apple: true }

// Bold sans-serif capitals are up to about 0.9 em wide (W, M) and 0.73 em tall (DejaVu Sans
// Bold, which the server's fonts fall back to): the letters are sized to stay inside the box,
// a single one at three quarters of its height.
const LETTER_WIDTH_EM = 0.9
const CAP_HEIGHT_EM = 0.73
const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif'

/**
 * The icon drawn without the logo (none, unreadable, or not a picture): the site's initials on
 * its primary colour, in its colour for text on it. Colours are the identity's checked hex
 * values (utils/site-identity.ts); the letters are escaped.
 */
export function initialsIconSvg(spec: IconSpec, identity: AppIdentity): string {
  const { size, layout } = spec
  const letters = [...identity.initials].slice(0, 3)
  // An "any" icon keeps the letters clear of its rounded corners; the others of the safe zone.
  const box = size * (layout === 'any' ? 0.7 : SAFE_SQUARE)
  const fontSize = Math.min(box / (letters.length * LETTER_WIDTH_EM), (box * 0.75) / CAP_HEIGHT_EM)
  const baseline = size / 2 + (fontSize * CAP_HEIGHT_EM) / 2
  const corner = layout === 'any' ? size * 0.2 : 0
  const { primary, onPrimary } = identity.colors
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${round(corner)}" fill="${primary}"/>` +
    `<text x="${size / 2}" y="${round(baseline)}" text-anchor="middle" font-family="${FONT_FAMILY}" ` +
    `font-weight="700" font-size="${round(fontSize)}" fill="${onPrimary}">${escapeXml(letters.join(''))}</text>` +
    `</svg>`
  )
}

function round(value: number): number {
  return Math.round(value * 10) / 10
}
