import {
  bowl,
  crowd,
  signBoard,
  lightTower,
  scoreboard,
  sky,
  treeLine,
  W,
  type Mood,
} from './venue-backdrops'
import {
  d,
  fittedLabel,
  mix,
  plane,
  rect,
  shape,
  type Plane,
  type Pt,
  type Tones,
  type Art,
} from './venue-kit'
import { SURFACES } from './venue-surfaces'

// Hero pictures of the open-air venues: the surface in perspective, its stands, lights and sky,
// seen from the stands (the crowd in front frames the picture).

export const quad = (farY: number, farHalf: number, nearY: number, nearHalf: number, cx = W / 2) =>
  [
    [cx - farHalf, farY],
    [cx + farHalf, farY],
    [cx + nearHalf, nearY],
    [cx - nearHalf, nearY],
  ] as [Pt, Pt, Pt, Pt]

export function towers(
  pl: Plane,
  t: Tones,
  spots: [number, number][],
  height: number,
  size: number,
) {
  return spots.map(([x, y]) => lightTower(pl.at(x, y), pl.up(x, y, height), t, size)).join('')
}

function pressBox(pl: Plane, t: Tones, name: string, x: number, y: number, z: number): string {
  const [cx, cy] = pl.up(x, y, z)
  const width = 420
  const out = [
    rect(cx - width / 2, cy - 96, width, 96, t.ink),
    rect(cx - width / 2 + 10, cy - 88, width - 20, 30, mix(t.accentLight, '#ffffff', 0.4)),
  ]
  for (let i = 1; i < 10; i += 1) {
    out.push(rect(cx - width / 2 + 10 + (i * (width - 20)) / 10 - 1.5, cy - 88, 3, 30, t.ink))
  }
  out.push(
    rect(cx - width / 2 + 10, cy - 50, width - 20, 40, t.primary),
    fittedLabel(name, { cx, cy: cy - 30, width: width - 40, height: 40 }, t.white, 14),
  )
  return out.join('')
}

export function stadiumHero({ t, name, marks, seed }: Art, mood: Mood = 'night'): string {
  const s = SURFACES.football
  const pl = plane(quad(470, 460, 735, 800), s.w, s.h)
  return [
    sky(t, mood, 300, seed),
    towers(
      pl,
      t,
      [
        [-18, -42],
        [148, -42],
      ],
      62,
      34,
    ),
    bowl(pl, t, {
      w: s.w,
      h: s.h,
      inset: 3,
      radius: 14,
      rows: 14,
      rowDepth: 2.4,
      rowRise: 1.35,
      wall: 1.6,
      nearReach: 12,
      extent: 'around',
      rim: 3,
    }),
    pressBox(pl, t, name, 65, -(3 + 14 * 2.4), 1.6 + 14 * 1.35 + 3),
    s.draw(pl, t, marks),
    scoreboard(205, 215, 300, t, name, marks.monogram),
    crowd(t, 748, seed),
  ].join('')
}

export function pitchHero({ t, name, marks, seed }: Art, mood: Mood = 'day'): string {
  const s = SURFACES.pitch
  const pl = plane(quad(520, 470, 790, 860), s.w, s.h)
  const out = [sky(t, mood, 330, seed), treeLine(420, t.grassDark, seed, 70)]
  out.push(
    bowl(pl, t, {
      w: s.w,
      h: s.h,
      inset: 4,
      radius: 2,
      rows: 12,
      rowDepth: 1.8,
      rowRise: 1,
      wall: 1,
      nearReach: 0,
      extent: 'far',
      rim: 1.5,
    }),
  )
  // A cantilever roof over the main stand, on slim columns.
  const back = -(4 + 12 * 1.8)
  const roofZ = 1 + 12 + 5
  for (let x = 12; x <= 115; x += 20.6) {
    out.push(
      `<path d="${d([pl.up(x, back, 0), pl.up(x, back, roofZ)], false)}" stroke="${t.ink}" stroke-width="5"/>`,
    )
  }
  out.push(
    shape(
      [
        pl.up(6, back, roofZ),
        pl.up(121, back, roofZ),
        pl.up(121, -3, roofZ - 1.2),
        pl.up(6, -3, roofZ - 1.2),
      ],
      t.ink,
    ),
    pl.wall(
      [
        [6, -3],
        [121, -3],
      ],
      roofZ - 1.2,
      roofZ - 0.3,
      t.accent,
    ),
  )
  const mid = pl.up(63.5, back, roofZ)
  out.push(signBoard(mid[0], mid[1] - 38, 520, 64, t, name))
  out.push(s.draw(pl, t, marks))
  // Goals: 8 yards wide, 8 feet tall, with a net.
  for (const gx of [6, 121]) {
    const back2 = gx < 60 ? gx - 2 : gx + 2
    out.push(
      pl.wall(
        [
          [back2, 39.5],
          [back2, 47.5],
        ],
        0,
        2.6,
        t.white,
        'opacity="0.35"',
      ),
      `<path d="${d([pl.up(gx, 39.5, 0), pl.up(gx, 39.5, 2.67), pl.up(gx, 47.5, 2.67), pl.up(gx, 47.5, 0)], false)}" fill="none" stroke="${t.white}" stroke-width="5"/>`,
    )
  }
  out.push(crowd(t, 800, seed))
  return out.join('')
}

export function trackHero({ t, name, marks, seed }: Art, mood: Mood = 'day'): string {
  const s = SURFACES.track
  const pl = plane(quad(470, 520, 830, 900), s.w, s.h)
  return [
    sky(t, mood, 310, seed),
    treeLine(420, t.grassDark, seed, 60),
    bowl(pl, t, {
      w: s.w,
      h: s.h,
      inset: 2,
      radius: 2,
      rows: 7,
      rowDepth: 1.6,
      rowRise: 0.9,
      wall: 1,
      nearReach: 0,
      extent: 'far',
      rim: 1.6,
    }),
    s.draw(pl, t, marks),
    scoreboard(1330, 290, 380, t, name, marks.monogram, 120),
    crowd(t, 830, seed),
  ].join('')
}

export function tennisHero({ t, name, marks, seed }: Art, mood: Mood = 'day'): string {
  const s = SURFACES.tennis
  const pl = plane(quad(480, 470, 820, 880), s.w, s.h)
  const out = [sky(t, mood, 320, seed), treeLine(420, t.grassDark, seed, 70)]
  out.push(
    bowl(pl, t, {
      w: s.w,
      h: s.h,
      inset: 4,
      radius: 2,
      rows: 6,
      rowDepth: 3,
      rowRise: 1.8,
      wall: 2,
      nearReach: 0,
      extent: 'far',
      rim: 3,
    }),
  )
  const mid = pl.up(120, -(4 + 18), 2 + 6 * 1.8 + 3)
  out.push(signBoard(mid[0], mid[1] - 40, 560, 68, t, name))
  out.push(s.draw(pl, t, marks))
  for (let i = 0; i < 4; i += 1) {
    const cx = i * 60 + 12
    out.push(
      pl.wall(
        [
          [cx - 3, 60],
          [cx + 39, 60],
        ],
        0,
        3,
        t.ink,
        'opacity="0.75"',
      ),
      pl.wall(
        [
          [cx - 3, 60],
          [cx + 39, 60],
        ],
        2.7,
        3.1,
        t.white,
      ),
    )
  }
  // The perimeter fence: posts and a dark windscreen with the school colours along the top.
  const fence: Pt[][] = [
    [
      [0, 120],
      [0, 0],
    ],
    [
      [0, 0],
      [240, 0],
    ],
    [
      [240, 0],
      [240, 120],
    ],
  ]
  for (const side of fence) {
    out.push(pl.wall(side, 0, 6, t.ink, 'opacity="0.82"'), pl.wall(side, 6, 7, t.accent))
    const [a, b] = side as [Pt, Pt]
    for (let k = 0; k <= 12; k += 1) {
      const x = a[0] + ((b[0] - a[0]) * k) / 12
      const y = a[1] + ((b[1] - a[1]) * k) / 12
      out.push(
        `<path d="${d([pl.up(x, y, 0), pl.up(x, y, 12)], false)}" stroke="${t.ink}" stroke-width="3"/>`,
      )
    }
    out.push(pl.wall(side, 7, 12, t.white, 'opacity="0.12"'))
  }
  out.push(crowd(t, 830, seed))
  return out.join('')
}
