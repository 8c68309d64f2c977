import { escapeXml, FONT } from './svg'
import { arcPoints, type Marks, type Plane, type Pt, type Tones } from './venue-kit'

// What every playing surface shares: its size in world units and a draw function, plus the
// painted marks (text on the ground, the centre logo) and the rounded outline of rinks.

export type Surface = {
  w: number
  h: number
  draw: (pl: Plane, t: Tones, marks: Marks) => string
}

export function groundText(
  pl: Plane,
  x: number,
  y: number,
  text: string,
  size: number,
  fill: string,
  rotate = 0,
): string {
  return (
    `<text transform="${pl.transformAt(x, y)}${rotate ? ` rotate(${rotate})` : ''}" ` +
    `text-anchor="middle" dominant-baseline="central" ${FONT} font-size="${size}" ` +
    `font-weight="800" fill="${fill}">${escapeXml(text)}</text>`
  )
}

// Font size (world units) so `text` fits `length`, capped at `max`.
export function sizeFor(text: string, length: number, max: number): number {
  return Math.min(max, length / (0.72 * Math.max(1, text.length)))
}

export function centreLogo(pl: Plane, t: Tones, c: Pt, r: number, monogram: string): string {
  return (
    pl.disc(c, r, t.primary) +
    pl.ring(c, r * 0.86, r * 0.08, t.accent) +
    groundText(pl, c[0], c[1], monogram, r * 0.95, t.white)
  )
}

export function roundedRect(x: number, y: number, w: number, h: number, r: number): Pt[] {
  return [
    ...arcPoints(x + w - r, y + r, r, -Math.PI / 2, 0, 12),
    ...arcPoints(x + w - r, y + h - r, r, 0, Math.PI / 2, 12),
    ...arcPoints(x + r, y + h - r, r, Math.PI / 2, Math.PI, 12),
    ...arcPoints(x + r, y + r, r, Math.PI, Math.PI * 1.5, 12),
  ]
}
