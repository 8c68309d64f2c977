import { FONT, escapeXml, svg, type Palette } from './svg'

// Store product shots for the seeded store: a garment or item in the school colours on a light
// studio backdrop (square, like a store's catalog images), the wordmark printed on it.

export type ProductKind =
  | 'jersey'
  | 'tee'
  | 'hoodie'
  | 'cap'
  | 'pennant'
  | 'ball'
  | 'stitched-ball'
  | 'oval-ball'

const SHAPES: Record<ProductKind, (p: Palette) => string> = {
  jersey: (p) =>
    `<path d="M210 150 L300 110 Q400 160 500 110 L590 150 L680 270 L600 320 L580 290 L580 690 L220 690 L220 290 L200 320 L120 270 Z" fill="${p.primary}" stroke="${p.secondary}" stroke-width="10"/>` +
    `<path d="M300 110 Q400 190 500 110" fill="none" stroke="${p.secondary}" stroke-width="16"/>`,
  tee: (p) =>
    `<path d="M230 160 L320 120 Q400 150 480 120 L570 160 L660 260 L590 310 L560 280 L560 680 L240 680 L240 280 L210 310 L140 260 Z" fill="${p.secondary}" stroke="${p.primary}" stroke-width="8"/>`,
  hoodie: (p) =>
    `<path d="M240 190 Q400 60 560 190 L660 300 L640 640 L590 640 L580 360 L580 700 L220 700 L220 360 L210 640 L160 640 L140 300 Z" fill="${p.primary}"/>` +
    `<path d="M320 170 Q400 250 480 170" fill="none" stroke="${p.secondary}" stroke-width="14"/>` +
    `<rect x="300" y="560" width="200" height="80" rx="20" fill="${p.secondary}" opacity="0.6"/>`,
  cap: (p) =>
    `<path d="M170 470 Q180 220 400 210 Q620 220 630 470 Z" fill="${p.primary}"/>` +
    `<path d="M150 470 L700 470 Q720 540 600 540 L150 520 Z" fill="${p.secondary}"/>` +
    `<circle cx="400" cy="212" r="16" fill="${p.secondary}"/>`,
  pennant: (p) =>
    `<path d="M140 220 L680 400 L140 580 Z" fill="${p.primary}" stroke="${p.secondary}" stroke-width="10"/>` +
    `<rect x="110" y="200" width="30" height="400" rx="8" fill="${p.secondary}"/>`,
  ball: (p) =>
    `<circle cx="400" cy="400" r="250" fill="${p.primary}"/>` +
    `<path d="M150 400 H650 M400 150 V650 M220 220 Q400 400 220 580 M580 220 Q400 400 580 580" fill="none" stroke="${p.secondary}" stroke-width="12"/>`,
  // Baseball and softball: white, two stitched seams in the school colour.
  'stitched-ball': (p) =>
    `<circle cx="400" cy="400" r="250" fill="#fff" stroke="#d1d5db" stroke-width="6"/>` +
    `<path d="M230 215 Q330 400 230 585 M570 215 Q470 400 570 585" fill="none" stroke="${p.primary}" stroke-width="10" stroke-dasharray="6 14"/>`,
  'oval-ball': (p) =>
    `<ellipse cx="400" cy="400" rx="300" ry="180" fill="${p.primary}" transform="rotate(-25 400 400)"/>` +
    `<path d="M300 445 L500 355 M340 395 L360 440 M390 375 L410 420 M440 355 L460 400" stroke="#fff" stroke-width="12" fill="none"/>`,
}

const TEXT_Y: Record<ProductKind, number> = {
  jersey: 430,
  tee: 420,
  hoodie: 440,
  cap: 380,
  pennant: 415,
  ball: 740,
  'stitched-ball': 740,
  'oval-ball': 740,
}

export function productSvg(
  kind: ProductKind,
  mark: string,
  palette: Palette,
  label: string,
): string {
  const onItem =
    kind === 'tee' ? palette.onSecondary : kind === 'ball' ? palette.primary : palette.onPrimary
  return svg(
    800,
    800,
    `<rect width="800" height="800" fill="#f3f4f6"/>` +
      `<ellipse cx="400" cy="730" rx="280" ry="26" fill="#000" opacity="0.08"/>` +
      SHAPES[kind](palette) +
      `<text x="${kind === 'pennant' ? 330 : 400}" y="${TEXT_Y[kind]}" text-anchor="middle" ${FONT} ` +
      `font-size="${kind === 'pennant' ? 64 : 72}" font-weight="800" fill="${onItem}">${escapeXml(mark)}</text>`,
    label,
  )
}
