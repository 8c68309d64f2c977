import { escapeXml, FONT } from './svg'
import {
  arcPoints,
  circle,
  d,
  fittedLabel,
  mix,
  random,
  rect,
  shape,
  type Plane,
  type Pt,
  type Tones,
} from './venue-kit'

// Pieces shared by the venue pictures: skies, the seating bowl, light towers, a scoreboard,
// tree lines and the foreground crowd that frames every "from the stands" view.

export const W = 1600
export const H = 900

export type Mood = 'night' | 'dusk' | 'day'

export function sky(t: Tones, mood: Mood, horizon: number, seed: number): string {
  const stops =
    mood === 'night'
      ? [t.ink, t.deep, mix(t.primary, t.accent, 0.12)]
      : mood === 'dusk'
        ? [t.deep, mix(mix(t.accent, '#e4572e', 0.45), t.primary, 0.15), t.accentLight]
        : [mix('#6fb3e8', t.primary, 0.18), mix('#a9d4f2', t.primary, 0.1), '#eef6fb']
  const out = [
    // In picture units, so the last colour carries on below the horizon behind the scenery.
    `<defs><linearGradient id="sky" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${horizon + 40}">` +
      stops.map((c, i) => `<stop offset="${i / (stops.length - 1)}" stop-color="${c}"/>`).join('') +
      `</linearGradient></defs>`,
    rect(0, 0, W, H, 'url(#sky)'),
  ]
  const rnd = random(seed)
  if (mood === 'night') {
    for (let i = 0; i < 60; i += 1) {
      out.push(
        circle(rnd() * W, rnd() * horizon * 0.7, 0.8 + rnd() * 1.6, t.white, 'opacity="0.55"'),
      )
    }
  } else {
    for (let i = 0; i < 4; i += 1) {
      out.push(
        cloud(120 + i * 390 + rnd() * 120, 70 + rnd() * horizon * 0.35, 0.7 + rnd() * 0.6, mood),
      )
    }
  }
  return out.join('')
}

function cloud(x: number, y: number, s: number, mood: Mood): string {
  const fill = mood === 'dusk' ? '#ffffff" opacity="0.35' : '#ffffff" opacity="0.9'
  return (
    `<g transform="translate(${Math.round(x)} ${Math.round(y)}) scale(${s.toFixed(2)})">` +
    `<rect x="-90" y="0" width="200" height="34" rx="17" fill="${fill}"/>` +
    `<circle cx="-20" cy="4" r="34" fill="${fill}"/><circle cx="30" cy="-6" r="44" fill="${fill}"/>` +
    `</g>`
  )
}

// Rounded silhouettes of trees along a horizon.
export function treeLine(y: number, fill: string, seed: number, size = 60): string {
  const rnd = random(seed)
  const out: string[] = [rect(0, y, W, 400, fill)]
  for (let x = -40; x < W + 60; x += size * (0.6 + rnd() * 0.5)) {
    const r = size * (0.55 + rnd() * 0.6)
    out.push(circle(x, y - r * 0.35 + rnd() * 10, r, fill))
  }
  return out.join('')
}

export type BowlOptions = {
  w: number
  h: number
  // Distance from the surface edge to the front wall, and corner radius of the bowl.
  inset: number
  radius: number
  rows: number
  rowDepth: number
  rowRise: number
  wall: number
  // How far towards the viewer the side stands reach (world units past the near edge).
  nearReach: number
  // 'far': only the far side; 'around': far side and both ends/sides.
  extent: 'far' | 'around'
  // Height of the suites/rim band on top of the last row.
  rim: number
  // Height the front wall starts from (an upper tier starts above the ground).
  base?: number
}

// Points along the bowl's ring at offset `off` from the surface, `z` above the ground. Every
// offset has the same number of points, so point i of each ring lines up (aisles are straight).
function ring(pl: Plane, o: BowlOptions, off: number, z: number): Pt[] {
  const { w, h } = o
  const rc = o.radius
  const r = rc + off
  const world: Pt[] = []
  const straight = (a: Pt, b: Pt, n: number) => {
    for (let i = 0; i < n; i += 1) {
      world.push([a[0] + ((b[0] - a[0]) * i) / n, a[1] + ((b[1] - a[1]) * i) / n])
    }
  }
  const yNear = h + o.nearReach
  if (o.extent === 'around') straight([-off, yNear], [-off, rc], 10)
  world.push(
    ...arcPoints(rc, rc, r, Math.PI, Math.PI * 1.5, 10).slice(o.extent === 'around' ? 0 : 5),
  )
  straight([rc, -off], [w - rc, -off], 24)
  world.push(
    ...arcPoints(w - rc, rc, r, Math.PI * 1.5, Math.PI * 2, 10).slice(
      0,
      o.extent === 'around' ? 11 : 6,
    ),
  )
  if (o.extent === 'around') {
    straight([w + off, rc], [w + off, yNear], 10)
    world.push([w + off, yNear])
  }
  return world.map(([x, y]) => pl.up(x, y, z))
}

export function bowl(pl: Plane, t: Tones, o: BowlOptions): string {
  const out: string[] = []
  const off = (k: number) => o.inset + k * o.rowDepth
  const z = (k: number) => o.wall + k * o.rowRise
  const top = ring(pl, o, off(o.rows), z(o.rows))
  out.push(shape([...ring(pl, o, off(o.rows), z(o.rows) + o.rim), ...[...top].reverse()], t.ink))
  for (let k = o.rows - 1; k >= 0; k -= 1) {
    const outer = ring(pl, o, off(k + 1), z(k + 1))
    const inner = ring(pl, o, off(k), z(k))
    out.push(shape([...outer, ...inner.reverse()], k % 2 === 0 ? t.primary : t.deep))
  }
  const front = ring(pl, o, o.inset, o.wall)
  const foot = ring(pl, o, o.inset, o.base ?? 0)
  out.push(shape([...front, ...[...foot].reverse()], t.accent))
  out.push(`<path d="${d(front, false)}" fill="none" stroke="${t.accentDark}" stroke-width="2"/>`)
  // Aisles: every sixth ring point, from the front row to the back.
  const first = ring(pl, o, off(0), z(0))
  first.forEach((p, i) => {
    const q = top[i]
    if (i % 6 !== 3 || !q) return
    out.push(
      `<path d="${d([p, q], false)}" stroke="${t.concrete}" stroke-width="2.5" opacity="0.8"/>`,
    )
  })
  return out.join('')
}

// A light tower: mast from the ground point to a bank of lamps, and a soft beam on the field.
export function lightTower(base: Pt, topPt: Pt, t: Tones, size: number, beamTo?: Pt): string {
  const [x, y] = topPt
  const bw = size * 2.2
  const bh = size * 1.2
  const out: string[] = []
  if (beamTo) {
    out.push(
      shape(
        [
          [x - bw / 2, y + bh],
          [x + bw / 2, y + bh],
          [beamTo[0] + size * 9, beamTo[1]],
          [beamTo[0] - size * 9, beamTo[1]],
        ],
        t.white,
        'opacity="0.07"',
      ),
    )
  }
  out.push(
    `<path d="${d([base, [x, y + bh]], false)}" stroke="${t.ink}" stroke-width="${Math.max(2, size / 6)}"/>`,
    rect(x - bw / 2, y, bw, bh, t.ink, `rx="${size / 8}"`),
  )
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 5; col += 1) {
      out.push(
        circle(
          x - bw / 2 + (bw * (col + 0.5)) / 5,
          y + (bh * (row + 0.5)) / 3,
          size / 7,
          '#fffbe6',
        ),
      )
    }
  }
  out.push(circle(x, y + bh / 2, size * 1.35, '#fffbe6', 'opacity="0.1"'))
  return out.join('')
}

// A video board with the monogram and the facility's name, on two legs.
export function scoreboard(
  cx: number,
  cy: number,
  width: number,
  t: Tones,
  name: string,
  monogram: string,
  legs = 0,
): string {
  const height = width * 0.42
  const x = cx - width / 2
  const y = cy - height / 2
  const out: string[] = []
  if (legs > 0) {
    for (const lx of [x + width * 0.2, x + width * 0.8]) {
      out.push(rect(lx - width * 0.025, y + height, width * 0.05, legs, t.ink))
    }
  }
  const pad = width * 0.035
  const badge = height - pad * 2
  out.push(
    rect(x, y, width, height, t.ink, `rx="${width * 0.02}"`),
    rect(x + pad, y + pad, width - pad * 2, height - pad * 2, t.primary),
    rect(x + pad, y + height - pad - height * 0.16, width - pad * 2, height * 0.16, t.accent),
    circle(x + pad + badge * 0.45, y + pad + (badge - height * 0.16) / 2, badge * 0.34, t.accent),
    `<text x="${(x + pad + badge * 0.45).toFixed(1)}" y="${(y + pad + (badge - height * 0.16) / 2 + badge * 0.12).toFixed(1)}" ` +
      `text-anchor="middle" ${FONT} font-size="${(badge * 0.34).toFixed(1)}" font-weight="800" fill="${t.ink}">${escapeXml(monogram)}</text>`,
    fittedLabel(
      name,
      {
        cx: x + pad + badge * 0.95 + (width - pad * 2 - badge * 0.95) / 2,
        cy: y + pad + (height - pad * 2 - height * 0.16) / 2,
        width: width - pad * 2 - badge * 1.05,
        height: height - pad * 2 - height * 0.16,
      },
      t.white,
      width * 0.06,
    ),
  )
  return out.join('')
}

// A name board: the facility's name on the primary colour with an accent rule.
export function signBoard(
  cx: number,
  cy: number,
  width: number,
  height: number,
  t: Tones,
  name: string,
) {
  return (
    rect(cx - width / 2, cy - height / 2, width, height, t.primary, `rx="${height * 0.08}"`) +
    rect(cx - width / 2, cy + height / 2 - height * 0.14, width, height * 0.14, t.accent) +
    fittedLabel(
      name,
      { cx, cy: cy - height * 0.07, width: width * 0.92, height: height * 0.86 },
      t.white,
      height * 0.3,
    )
  )
}

// Heads and shoulders of the rows in front of the viewer, a few in the school's colours.
export function crowd(t: Tones, top: number, seed: number): string {
  const rnd = random(seed)
  const out: string[] = [rect(0, top + 34, W, H - top, t.ink)]
  const shirts = [t.deep, t.ink, t.primary, t.accent, t.deep, t.mid]
  for (let row = 0; row < 2; row += 1) {
    const y = top + row * 42
    for (let x = -20 + row * 26; x < W + 40; x += 52 + rnd() * 10) {
      const shirt = shirts[Math.floor(rnd() * shirts.length)] ?? t.deep
      const s = 1 + row * 0.2
      out.push(
        `<path d="M${(x - 24 * s).toFixed(1)} ${H} V${(y + 40 * s).toFixed(1)} q0 -18 24 -18 q24 0 24 18 V${H}Z" fill="${shirt}"/>`,
        circle(x, y + 6 * s, 13 * s, mix(shirt, t.ink, 0.55)),
      )
    }
  }
  return out.join('')
}
