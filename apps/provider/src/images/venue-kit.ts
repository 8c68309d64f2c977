import { escapeXml, FONT, type Palette } from './svg'

// Drawing kit of the venue illustrations: the school's colour tones, a perspective "plane" that
// maps real playing-surface dimensions onto the picture (so lines stay straight and circles
// become true ellipses), and a few shape emitters. Everything is flat fills: no filters.

export type Pt = [number, number]

// School marks painted on surfaces: the monogram at centre, the school's name along the lines.
export type Marks = { monogram: string; name: string }

// Everything a picture is drawn from: colours, the facility's name, the marks, a random seed.
export type Art = { t: Tones; name: string; marks: Marks; seed: number }

// --- colour ----------------------------------------------------------------------------------

function toRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? [...h].map((ch) => ch + ch).join('') : h
  const n = Number.parseInt(full, 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}

// `t` of the way from a to b.
export function mix(a: string, b: string, t: number): string {
  const x = toRgb(a)
  const y = toRgb(b)
  const channel = (i: number) => Math.round((x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * t)
  return `#${[0, 1, 2].map((i) => channel(i).toString(16).padStart(2, '0')).join('')}`
}

export type Tones = ReturnType<typeof tones>

// Natural surface colours are pulled towards the school's primary so every picture of a tenant
// shares one cast; the secondary is the accent.
export function tones(p: Palette) {
  const ink = mix(p.primary, '#000000', 0.55)
  return {
    ink,
    deep: mix(p.primary, '#000000', 0.3),
    primary: p.primary,
    mid: mix(p.primary, '#ffffff', 0.18),
    light: mix(p.primary, '#ffffff', 0.45),
    pale: mix(p.primary, '#ffffff', 0.82),
    accent: p.secondary,
    accentDark: mix(p.secondary, '#000000', 0.25),
    accentLight: mix(p.secondary, '#ffffff', 0.45),
    white: '#ffffff',
    grass: mix('#3c8c46', p.primary, 0.22),
    grassLight: mix('#4fa257', p.primary, 0.18),
    grassDark: mix('#2c6a35', p.primary, 0.3),
    water: mix('#2f8fd0', p.primary, 0.2),
    waterLight: mix('#5fb3e6', p.primary, 0.12),
    ice: mix('#eef5fa', p.primary, 0.04),
    wood: mix('#d9a865', p.primary, 0.08),
    woodDark: mix('#b7834a', p.primary, 0.1),
    clay: mix('#c8623c', p.primary, 0.12),
    sand: mix('#e9d7a8', p.primary, 0.06),
    track: mix('#b5473a', p.primary, 0.12),
    concrete: mix('#c9ccd1', p.primary, 0.12),
    glass: mix('#9fc6e0', p.primary, 0.3),
  }
}

// --- numbers and paths -----------------------------------------------------------------------

const r1 = (n: number) => Math.round(n * 10) / 10

export function d(points: readonly Pt[], close = true): string {
  const [first, ...rest] = points
  if (!first) return ''
  return (
    `M${r1(first[0])} ${r1(first[1])}` +
    rest.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join('') +
    (close ? 'Z' : '')
  )
}

export function shape(points: readonly Pt[], fill: string, extra = ''): string {
  return `<path d="${d(points)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`
}

export function arcPoints(
  cx: number,
  cy: number,
  r: number,
  from = 0,
  to = Math.PI * 2,
  steps = 48,
): Pt[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Pt
  })
}

// A picture's seed from its name (FNV-1a), so a re-seed draws it the same.
export function hashSeed(text: string): number {
  let h = 2166136261
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619)
  return h >>> 0
}

// Deterministic pseudo-random numbers in [0, 1) (mulberry32), so art is the same on every seed.
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// --- text ------------------------------------------------------------------------------------

// Upper-case bold glyphs average ~0.72 em in the widest common sans (DejaVu); Helvetica/Arial
// are narrower, so a size chosen with this factor always fits `maxWidth`.
const CAP_WIDTH = 0.72

export function fitFontSize(text: string, maxWidth: number, maxSize: number): number {
  return Math.floor(Math.min(maxSize, maxWidth / (CAP_WIDTH * Math.max(1, text.length))))
}

// One or two centred lines of capitals inside a box; breaks at the space nearest the middle
// when one line would be set smaller than `minOneLine`.
export function fittedLabel(
  text: string,
  box: { cx: number; cy: number; width: number; height: number },
  fill: string,
  minOneLine = 30,
): string {
  const upper = text.toUpperCase()
  const one = fitFontSize(upper, box.width, box.height * 0.62)
  let lines = [upper]
  let size = one
  const spaces = [...upper.matchAll(/ /g)].map((m) => m.index ?? 0)
  if (one < minOneLine && spaces.length > 0) {
    const middle = upper.length / 2
    const at = spaces.reduce((a, b) => (Math.abs(b - middle) < Math.abs(a - middle) ? b : a))
    const two = [upper.slice(0, at), upper.slice(at + 1)]
    const longest = two.reduce((a, b) => (b.length > a.length ? b : a))
    const twoSize = fitFontSize(longest, box.width, (box.height * 0.8) / 2 / 1.1)
    if (twoSize > one) {
      lines = two
      size = twoSize
    }
  }
  const lineHeight = size * 1.1
  const top = box.cy - (lineHeight * lines.length) / 2 + size * 0.82
  return lines
    .map(
      (line, i) =>
        `<text x="${r1(box.cx)}" y="${r1(top + i * lineHeight)}" text-anchor="middle" ${FONT} ` +
        `font-size="${size}" font-weight="800" letter-spacing="0.02em" fill="${fill}">${escapeXml(line)}</text>`,
    )
    .join('')
}

// --- perspective plane -----------------------------------------------------------------------

// Maps a flat world rectangle (0..w across, 0..h from far to near) onto a quadrilateral of the
// picture: [far-left, far-right, near-right, near-left]. A true projective map (square -> quad,
// Heckbert), so straight lines stay straight.
export type Plane = {
  at: (x: number, y: number) => Pt
  // A point `z` world units above the ground at (x, y).
  up: (x: number, y: number, z: number) => Pt
  // Ground polygon from world points.
  poly: (points: readonly Pt[], fill: string, extra?: string) => string
  // A world rectangle.
  box: (x: number, y: number, w: number, h: number, fill: string, extra?: string) => string
  // A painted line `width` world units wide.
  line: (a: Pt, b: Pt, width: number, fill: string) => string
  // A painted ring segment (circle/arc line) of radius r.
  ring: (c: Pt, r: number, width: number, fill: string, from?: number, to?: number) => string
  disc: (c: Pt, r: number, fill: string) => string
  // A vertical band standing on a world polyline, from z0 to z1 (walls, fences, nets, glass).
  wall: (points: readonly Pt[], z0: number, z1: number, fill: string, extra?: string) => string
  // SVG transform placing a small flat drawing (world units) at (x, y) on the ground.
  transformAt: (x: number, y: number) => string
}

export function plane(quad: readonly [Pt, Pt, Pt, Pt], w: number, h: number): Plane {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad
  const dx1 = x1 - x2
  const dx2 = x3 - x2
  const dx3 = x0 - x1 + x2 - x3
  const dy1 = y1 - y2
  const dy2 = y3 - y2
  const dy3 = y0 - y1 + y2 - y3
  const den = dx1 * dy2 - dx2 * dy1
  const g = dx3 === 0 && dy3 === 0 ? 0 : (dx3 * dy2 - dx2 * dy3) / den
  const hh = dx3 === 0 && dy3 === 0 ? 0 : (dx1 * dy3 - dx3 * dy1) / den
  const a = x1 - x0 + g * x1
  const b = x3 - x0 + hh * x3
  const dd = y1 - y0 + g * y1
  const e = y3 - y0 + hh * y3
  const at = (x: number, y: number): Pt => {
    const u = x / w
    const v = y / h
    const q = g * u + hh * v + 1
    return [(a * u + b * v + x0) / q, (dd * u + e * v + y0) / q]
  }
  // Pixels per world unit at (x, y) along the less foreshortened axis (the one parallel to the
  // picture), used to size heights with depth whichever way the plane runs.
  const scale = (x: number, y: number) => {
    const step = (p: Pt, q: Pt) => Math.hypot(q[0] - p[0], q[1] - p[1])
    return Math.max(step(at(x - 0.5, y), at(x + 0.5, y)), step(at(x, y - 0.5), at(x, y + 0.5)))
  }
  const up = (x: number, y: number, z: number): Pt => {
    const [sx, sy] = at(x, y)
    return [sx, sy - z * scale(x, y)]
  }
  const poly = (points: readonly Pt[], fill: string, extra = '') =>
    shape(
      points.map(([x, y]) => at(x, y)),
      fill,
      extra,
    )
  const box = (x: number, y: number, bw: number, bh: number, fill: string, extra = '') =>
    poly(
      [
        [x, y],
        [x + bw, y],
        [x + bw, y + bh],
        [x, y + bh],
      ],
      fill,
      extra,
    )
  const line = (p: Pt, q: Pt, width: number, fill: string) => {
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1
    const nx = (-(q[1] - p[1]) / len) * (width / 2)
    const ny = ((q[0] - p[0]) / len) * (width / 2)
    return poly(
      [
        [p[0] + nx, p[1] + ny],
        [q[0] + nx, q[1] + ny],
        [q[0] - nx, q[1] - ny],
        [p[0] - nx, p[1] - ny],
      ],
      fill,
    )
  }
  const ring = (c: Pt, r: number, width: number, fill: string, from = 0, to = Math.PI * 2) => {
    const outer = arcPoints(c[0], c[1], r + width / 2, from, to)
    const inner = arcPoints(c[0], c[1], Math.max(0, r - width / 2), from, to).reverse()
    return poly([...outer, ...inner], fill)
  }
  const disc = (c: Pt, r: number, fill: string) => poly(arcPoints(c[0], c[1], r), fill)
  const wall = (points: readonly Pt[], z0: number, z1: number, fill: string, extra = '') => {
    const bottom = points.map(([x, y]) => up(x, y, z0))
    const top = points.map(([x, y]) => up(x, y, z1))
    return shape([...top, ...bottom.reverse()], fill, extra)
  }
  const transformAt = (x: number, y: number) => {
    const o = at(x, y)
    const ex = at(x + 1, y)
    const ey = at(x, y + 1)
    const m = [ex[0] - o[0], ex[1] - o[1], ey[0] - o[0], ey[1] - o[1], o[0], o[1]]
    return `matrix(${m.map((n) => Math.round(n * 1000) / 1000).join(' ')})`
  }
  return { at, up, poly, box, line, ring, disc, wall, transformAt }
}

// A top-down plane: world (0..w, 0..h) scaled by `s`, rotated by `deg` about its centre, centred
// on (cx, cy). Used by the close-up "plan" pictures.
export function flatPlane(w: number, h: number, s: number, deg: number, cx: number, cy: number) {
  const rad = (deg * Math.PI) / 180
  const place = (x: number, y: number): Pt => {
    const px = (x - w / 2) * s
    const py = (y - h / 2) * s
    return [
      cx + px * Math.cos(rad) - py * Math.sin(rad),
      cy + px * Math.sin(rad) + py * Math.cos(rad),
    ]
  }
  return plane([place(0, 0), place(w, 0), place(w, h), place(0, h)], w, h)
}
