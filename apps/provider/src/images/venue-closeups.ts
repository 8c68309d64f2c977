import { H, sky, W } from './venue-backdrops'
import {
  circle,
  d,
  mix,
  plane,
  rect,
  shape,
  type Art,
  type Plane,
  type Pt,
  type Tones,
} from './venue-kit'
import { SURFACES } from './venue-surfaces'

// Close-ups of the open-air sports: standing on the field, looking at one object of the game.

// A plane looking along the world's x axis (from x = 0 towards x = w): used by the low,
// "standing on the field" views.
export function alongPlane(
  w: number,
  h: number,
  near: number,
  far: number,
  horizon: number,
): Plane {
  return plane(
    [
      [W / 2 - near, H + 60],
      [W / 2 - far, horizon],
      [W / 2 + far, horizon],
      [W / 2 + near, H + 60],
    ],
    w,
    h,
  )
}

export function standsBand(t: Tones, top: number, bottom: number): string {
  const out = [rect(0, top, W, bottom - top, t.deep)]
  for (let y = top + 10; y < bottom; y += 16) out.push(rect(0, y, W, 6, t.primary))
  for (let x = 120; x < W; x += 260)
    out.push(rect(x, top, 10, bottom - top, t.concrete, 'opacity="0.5"'))
  return out.join('')
}

// A goal mouth seen straight on: netting, the frame in the accent colour, the crease in front.
export function goalMouth(
  t: Tones,
  x: number,
  y: number,
  w: number,
  h: number,
  post: number,
  color: string,
) {
  const mesh: string[] = []
  for (let k = 1; k < 14; k += 1) mesh.push(`M${x + (w * k) / 14} ${y} V${y + h}`)
  for (let k = 1; k < 7; k += 1) mesh.push(`M${x} ${y + (h * k) / 7} H${x + w}`)
  return (
    rect(x, y, w, h, mix(t.ink, t.white, 0.12)) +
    `<path d="${mesh.join(' ')}" stroke="${t.white}" stroke-width="3" opacity="0.55"/>` +
    `<path d="M${x} ${y + h} V${y} H${x + w} V${y + h}" fill="none" stroke="${color}" stroke-width="${post}"/>`
  )
}

export function goalpostView({ t, marks, seed }: Art): string {
  const s = SURFACES.football
  const pl = alongPlane(s.w, s.h, 1500, 330, 520)
  const cy = s.h / 2
  const post = (z0: number, z1: number, y: number, x = 5) =>
    `<path d="${d([pl.up(x, y, z0), pl.up(x, y, z1)], false)}" stroke="${t.accent}" stroke-width="16" stroke-linecap="round"/>`
  return [
    sky(t, 'night', 380, seed),
    standsBand(t, 380, 522),
    // No end-zone lettering: seen from behind the end line it would read upside down.
    s.draw(pl, t, { monogram: marks.monogram, name: '' }),
    `<path d="${d([pl.up(3.2, cy, 0), pl.up(3.2, cy, 3.4), pl.up(5, cy, 3.4)], false)}" fill="none" stroke="${t.accent}" stroke-width="22" stroke-linejoin="round"/>`,
    `<path d="${d([pl.up(5, cy - 3.08, 3.33), pl.up(5, cy + 3.08, 3.33)], false)}" stroke="${t.accent}" stroke-width="16" stroke-linecap="round"/>`,
    post(3.33, 13.3, cy - 3.08),
    post(3.33, 13.3, cy + 3.08),
    rect(
      pl.up(3.2, cy, 0)[0] - 26,
      pl.up(3.2, cy, 1.8)[1],
      52,
      pl.up(3.2, cy, 0)[1] - pl.up(3.2, cy, 1.8)[1],
      t.primary,
      'rx="8"',
    ),
  ].join('')
}

export function goalView({ t, seed }: Art): string {
  const out = [sky(t, 'day', 300, seed), standsBand(t, 300, 470)]
  for (let i = 0; i < 8; i += 1) {
    const y = 470 + (i * (i + 1) * 430) / 72
    out.push(rect(0, y, W, 430, i % 2 === 0 ? t.grass : t.grassLight))
  }
  out.push(
    rect(0, 720, W, 8, t.white),
    rect(380, 700, 8, 24, t.white),
    rect(1212, 700, 8, 24, t.white),
    goalMouth(t, 330, 420, 940, 310, 20, t.white),
    circle(800, 820, 56, t.white),
    `<path d="M800 792 L826 810 L817 840 L783 840 L774 810 Z" fill="${t.ink}"/>`,
  )
  return out.join('')
}

export function hurdlesView({ t, seed }: Art): string {
  const out = [sky(t, 'day', 330, seed), rect(0, 330, W, H - 330, t.grassDark)]
  const pl = alongPlane(100, 12, 1900, 140, 470)
  out.push(pl.box(0, 0, 100, 12, t.track))
  for (let lane = 0; lane <= 8; lane += 1)
    out.push(pl.line([0, 1 + lane * 1.22], [100, 1 + lane * 1.22], 0.05, t.white))
  for (let k = 0; k < 6; k += 1) {
    const x = 13 + k * 9.14
    for (let lane = 0; lane < 8; lane += 1) {
      const y0 = 1 + lane * 1.22 + 0.1
      const y1 = y0 + 1.02
      out.push(
        `<path d="${d([pl.up(x, y0, 0), pl.up(x, y0, 0.84)], false)}" stroke="${t.white}" stroke-width="3"/>`,
        `<path d="${d([pl.up(x, y1, 0), pl.up(x, y1, 0.84)], false)}" stroke="${t.white}" stroke-width="3"/>`,
        pl.wall(
          [
            [x, y0],
            [x, y1],
          ],
          0.76,
          0.84,
          lane % 2 === 0 ? t.accent : t.white,
        ),
      )
    }
  }
  return out.join('')
}

export function courtNetView({ t, seed }: Art): string {
  // Half a court, from the net (far edge) to the baseline (near edge), seen from behind it.
  const pl = plane(
    [
      [420, 470],
      [1180, 470],
      [2100, 1000],
      [-500, 1000],
    ],
    48,
    45,
  )
  const x0 = 6
  const lines: [Pt, Pt][] = [
    [
      [x0, 0],
      [x0, 39],
    ],
    [
      [x0 + 36, 0],
      [x0 + 36, 39],
    ],
    [
      [x0 + 4.5, 0],
      [x0 + 4.5, 39],
    ],
    [
      [x0 + 31.5, 0],
      [x0 + 31.5, 39],
    ],
    [
      [x0 + 4.5, 21],
      [x0 + 31.5, 21],
    ],
    [
      [x0 + 18, 0],
      [x0 + 18, 21],
    ],
    [
      [x0, 39],
      [x0 + 36, 39],
    ],
  ]
  return [
    sky(t, 'day', 300, seed),
    rect(0, 300, W, 180, t.grassDark),
    rect(0, 380, W, 100, t.deep),
    pl.box(0, 0, 48, 45, t.mid),
    pl.box(x0, 0, 36, 39, t.primary),
    ...lines.map(([a, b]) => pl.line(a, b, 0.3, t.white)),
    pl.wall(
      [
        [x0 - 3, 0],
        [x0 + 39, 0],
      ],
      0,
      3.1,
      t.ink,
      'opacity="0.8"',
    ),
    pl.wall(
      [
        [x0 - 3, 0],
        [x0 + 39, 0],
      ],
      2.9,
      3.3,
      t.white,
    ),
    circle(1040, 770, 64, '#d7e84a'),
    `<path d="M990 728 Q1040 770 990 814 M1090 726 Q1040 770 1092 812" fill="none" stroke="#ffffff" stroke-width="7"/>`,
  ].join('')
}

export function flagView({ t, marks, seed }: Art): string {
  return [
    sky(t, 'day', 420, seed),
    rect(0, 420, W, 100, t.grassDark),
    `<ellipse cx="800" cy="900" rx="1200" ry="420" fill="${t.grassLight}"/>`,
    `<ellipse cx="760" cy="690" rx="46" ry="14" fill="${t.ink}"/>`,
    rect(752, 150, 16, 540, t.white),
    `<path d="M768 150 Q900 170 1030 150 Q980 220 1030 300 Q900 320 768 300 Z" fill="${t.accent}"/>`,
    `<text x="890" y="248" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="70" font-weight="800" fill="${t.primary}">${marks.monogram}</text>`,
    circle(930, 740, 22, t.white),
    circle(924, 734, 6, '#e8ecef'),
  ].join('')
}

export function batsView({ t }: Art): string {
  const out = [rect(0, 0, W, H, t.primary)]
  for (let x = -900; x < W; x += 140)
    out.push(
      shape(
        [
          [x, H],
          [x + 900, 0],
          [x + 960, 0],
          [x + 60, H],
        ],
        t.deep,
      ),
    )
  const bat = (deg: number) =>
    `<g transform="rotate(${deg} 800 450)"><path d="M800 90 C 830 90 840 130 836 200 L 812 720 L 822 760 L 778 760 L 788 720 L 764 200 C 760 130 770 90 800 90 Z" fill="${t.wood}"/>` +
    rect(786, 640, 28, 80, t.ink) +
    `</g>`
  out.push(bat(-32), bat(32), circle(800, 500, 120, t.white))
  out.push(
    `<path d="M712 420 Q760 500 712 580 M888 420 Q840 500 888 580" fill="none" stroke="#d94343" stroke-width="8" stroke-dasharray="10 8"/>`,
  )
  return out.join('')
}
