import { bowl, crowd, H, scoreboard, signBoard, W, type BowlOptions } from './venue-backdrops'
import {
  circle,
  d,
  mix,
  plane,
  random,
  rect,
  shape,
  type Plane,
  type Pt,
  type Tones,
  type Art,
} from './venue-kit'
import { startingBlock } from './venue-courts'
import { SURFACES, type SurfaceKind } from './venue-surfaces'

// Hero pictures of the indoor venues: a two-tier bowl under a dark roof, banners in the rafters
// and a centre-hung video board; the natatorium has one stand and a wall of windows instead.

function roof(t: Tones, bottom: number): string {
  const out = [rect(0, 0, W, H, t.ink)]
  // Roof trusses: a row of shallow Warren girders.
  for (let i = 0; i < 3; i += 1) {
    const y = 30 + i * 44
    const points: Pt[] = []
    for (let x = -40; x <= W + 40; x += 80) points.push([x, y + ((x / 80) % 2 === 0 ? 0 : 26)])
    out.push(
      `<path d="${d(points, false)}" fill="none" stroke="${t.deep}" stroke-width="3"/>`,
      rect(0, y - 2, W, 4, t.deep),
    )
  }
  // Lamps hang under the middle girder at even spacing.
  for (let x = 80; x < W; x += 160) {
    out.push(circle(x, 92, 14, '#fffbe6', 'opacity="0.12"'), circle(x, 92, 5, '#fffbe6'))
  }
  out.push(rect(0, bottom, W, H - bottom, t.ink))
  return out.join('')
}

// Championship banners hanging from the rafters, with the years of the titles.
function banners(t: Tones, y: number, seed: number): string {
  const rnd = random(seed)
  const out: string[] = []
  for (let i = 0; i < 10; i += 1) {
    const x = 130 + i * 150
    // Title years, oldest on the left, none later than 2024.
    const year = 2024 - (9 - i) * 3 - Math.floor(rnd() * 2)
    out.push(
      shape(
        [
          [x, y],
          [x + 64, y],
          [x + 64, y + 110],
          [x + 32, y + 126],
          [x, y + 110],
        ],
        i % 3 === 1 ? t.accent : t.primary,
      ),
      rect(x, y + 8, 64, 6, i % 3 === 1 ? t.primary : t.accent),
      `<text x="${x + 32}" y="${y + 72}" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" ` +
        `font-size="19" font-weight="800" fill="${i % 3 === 1 ? t.ink : t.white}">${year}</text>`,
    )
  }
  return out.join('')
}

// A four-sided board hung over centre court: front face, the two sides, an LED ring below.
function centreHung(t: Tones, cx: number, cy: number, name: string, monogram: string): string {
  const width = 380
  const height = width * 0.42
  const side = 70
  const top = cy - height / 2
  return [
    `<path d="M${cx - width / 2 + 20} ${top} L${cx - width / 2 + 60} 0 M${cx + width / 2 - 20} ${top} L${cx + width / 2 - 60} 0" stroke="${t.deep}" stroke-width="3"/>`,
    shape(
      [
        [cx - width / 2 - side, top + 14],
        [cx - width / 2, top],
        [cx - width / 2, top + height],
        [cx - width / 2 - side, top + height - 14],
      ],
      t.deep,
    ),
    shape(
      [
        [cx + width / 2 + side, top + 14],
        [cx + width / 2, top],
        [cx + width / 2, top + height],
        [cx + width / 2 + side, top + height - 14],
      ],
      t.deep,
    ),
    scoreboard(cx, cy, width, t, name, monogram),
    shape(
      [
        [cx - width / 2 - side, top + height - 6],
        [cx - width / 2, top + height + 6],
        [cx + width / 2, top + height + 6],
        [cx + width / 2 + side, top + height - 6],
        [cx + width / 2 + side, top + height + 14],
        [cx + width / 2, top + height + 30],
        [cx - width / 2, top + height + 30],
        [cx - width / 2 - side, top + height + 14],
      ],
      t.accent,
    ),
  ].join('')
}

type ArenaSetup = {
  kind: Extract<SurfaceKind, 'court' | 'rink'>
  quad: [Pt, Pt, Pt, Pt]
  lower: Omit<BowlOptions, 'w' | 'h'>
  boardAt: [number, number, number]
}

const ARENAS: Record<'court' | 'rink', ArenaSetup> = {
  court: {
    kind: 'court',
    quad: [
      [470, 500],
      [1130, 500],
      [1420, 735],
      [180, 735],
    ],
    lower: {
      inset: 3,
      radius: 14,
      rows: 12,
      rowDepth: 3,
      rowRise: 1.9,
      wall: 3,
      nearReach: 10,
      extent: 'around',
      rim: 7,
    },
    boardAt: [55, 33, 52],
  },
  rink: {
    kind: 'rink',
    quad: [
      [430, 505],
      [1170, 505],
      [1480, 745],
      [120, 745],
    ],
    lower: {
      inset: 3,
      radius: 36,
      rows: 11,
      rowDepth: 3.4,
      rowRise: 2.1,
      wall: 4,
      nearReach: 12,
      extent: 'around',
      rim: 7,
    },
    boardAt: [108, 50, 58],
  },
}

// Rink boards and the glass above them, along the far half of the rink's rounded outline.
function boardsAndGlass(pl: Plane, t: Tones): string {
  const outline: Pt[] = []
  const r = 36
  const arc = (cx: number, cy: number, from: number, to: number) => {
    for (let i = 0; i <= 10; i += 1) {
      const a = from + ((to - from) * i) / 10
      outline.push([cx + r * Math.cos(a), cy + r * Math.sin(a)])
    }
  }
  outline.push([0, 101])
  arc(r, r, Math.PI, Math.PI * 1.5)
  arc(216 - r, r, Math.PI * 1.5, Math.PI * 2)
  outline.push([216, 101])
  return (
    pl.wall(outline, 0, 3.5, t.white) +
    pl.wall(outline, 0, 0.8, t.accent) +
    pl.wall(outline, 3.5, 11, t.pale, 'opacity="0.22"') +
    `<path d="${d(
      outline.map(([x, y]) => pl.up(x, y, 11)),
      false,
    )}" fill="none" stroke="${t.white}" stroke-width="2" opacity="0.6"/>`
  )
}

export function arenaHero(art: Art, which: 'court' | 'rink' = 'court'): string {
  const { t, name, marks, seed } = art
  const setup = ARENAS[which]
  const s = SURFACES[setup.kind]
  const pl = plane(setup.quad, s.w, s.h)
  const lower = { ...setup.lower, w: s.w, h: s.h }
  const upperStart = lower.wall + lower.rows * lower.rowRise + lower.rim
  const upper: BowlOptions = {
    ...lower,
    inset: lower.inset + lower.rows * lower.rowDepth + 2,
    rows: 9,
    wall: upperStart + 2,
    base: upperStart,
    rim: 4,
  }
  const [bx, by, bz] = setup.boardAt
  const board = pl.up(bx, by, bz)
  return [
    roof(t, 860),
    bowl(pl, t, upper),
    banners(t, 96, seed),
    bowl(pl, t, lower),
    s.draw(pl, t, marks),
    which === 'rink' ? boardsAndGlass(pl, t) : '',
    centreHung(t, board[0], Math.max(150, board[1]), name, marks.monogram),
    crowd(t, 770, seed),
  ].join('')
}

export function poolHero({ t, name, marks }: Art): string {
  const s = SURFACES.pool
  const pl = plane(
    [
      [250, 540],
      [1350, 540],
      [1780, 850],
      [-180, 850],
    ],
    s.w,
    s.h,
  )
  const out = [roof(t, 900)]
  // A wall of windows above the spectator stand, daylight behind the mullions.
  const sky = mix('#bfe0f5', t.primary, 0.12)
  out.push(rect(0, 150, W, 300, sky))
  for (let x = 0; x <= W; x += 100) out.push(rect(x - 4, 150, 8, 300, t.deep))
  out.push(rect(0, 146, W, 12, t.deep), rect(0, 296, W, 6, t.deep), rect(0, 440, W, 14, t.deep))
  out.push(
    bowl(pl, t, {
      w: s.w,
      h: s.h,
      inset: 2,
      radius: 1,
      rows: 9,
      rowDepth: 0.9,
      rowRise: 0.55,
      wall: 0.8,
      nearReach: 0,
      extent: 'far',
      rim: 0.6,
    }),
  )
  out.push(signBoard(W / 2, 220, 640, 84, t, name))
  out.push(s.draw(pl, t, marks))
  // Starting blocks on the near end wall, backstroke flags 5 m from each end.
  for (let lane = 0; lane < 10; lane += 1) {
    const y = 4 + 2.5 * (lane + 0.5)
    out.push(startingBlock(pl, t, y, 2.6, 3.6))
  }
  for (const fx of [9, 49]) {
    out.push(
      pl.wall(
        [
          [fx, 3],
          [fx, 30],
        ],
        1.78,
        1.84,
        t.ink,
      ),
    )
    for (let k = 0; k < 27; k += 1) {
      const y = 3 + k
      out.push(
        shape(
          [pl.up(fx, y, 1.8), pl.up(fx, y + 0.9, 1.8), pl.up(fx, y + 0.45, 1.45)],
          k % 2 === 0 ? t.accent : t.white,
        ),
      )
    }
    out.push(
      `<path d="${d([pl.up(fx, 3, 0), pl.up(fx, 3, 2)], false)}" stroke="${t.ink}" stroke-width="4"/>`,
      `<path d="${d([pl.up(fx, 30, 0), pl.up(fx, 30, 2)], false)}" stroke="${t.ink}" stroke-width="6"/>`,
    )
  }
  // The deck rail in the foreground.
  out.push(rect(0, 842, W, 58, t.ink), rect(0, 830, W, 14, t.accent))
  for (let x = 40; x < W; x += 160) out.push(rect(x, 830, 10, 70, t.deep))
  return out.join('')
}
