import { arcPoints, shape, type Plane, type Pt, type Tones } from './venue-kit'
import { centreLogo, groundText, roundedRect, sizeFor, type Surface } from './venue-surface-kit'

// Indoor and court surfaces in their real dimensions (world units in brackets).

// [feet] NCAA court 94 x 50 inside a painted 8-foot apron.
export const court: Surface = {
  w: 110,
  h: 66,
  draw(pl, t, marks) {
    const x0 = 8
    const y0 = 8
    const out: string[] = [pl.box(0, 0, 110, 66, t.primary), pl.box(x0, y0, 94, 50, t.wood)]
    for (let y = y0 + 2.5; y < y0 + 50; y += 2.5) {
      out.push(pl.line([x0, y], [x0 + 94, y], 0.12, t.woodDark))
    }
    const cy = y0 + 25
    for (const end of [0, 1]) {
      const bx = end === 0 ? x0 : x0 + 94
      const dir = end === 0 ? 1 : -1
      const rim: Pt = [bx + dir * 5.25, cy]
      out.push(pl.box(end === 0 ? bx : bx - 19, cy - 6, 19, 12, t.primary))
      out.push(pl.ring([bx + dir * 19, cy], 6, 0.3, t.white, -Math.PI / 2, Math.PI / 2))
      // Three-point line: straight from the baseline, then an arc of 22'1.75" about the rim.
      const r3 = 22.15
      const side = 21.65
      const straight = Math.sqrt(r3 * r3 - side * side)
      out.push(pl.line([bx, cy - side], [rim[0] + dir * straight, cy - side], 0.3, t.white))
      out.push(pl.line([bx, cy + side], [rim[0] + dir * straight, cy + side], 0.3, t.white))
      const a = Math.asin(side / r3)
      out.push(
        end === 0
          ? pl.ring(rim, r3, 0.3, t.white, -a, a)
          : pl.ring(rim, r3, 0.3, t.white, Math.PI - a, Math.PI + a),
      )
      out.push(pl.disc(rim, 0.75, t.accent))
    }
    out.push(pl.line([x0 + 47, y0], [x0 + 47, y0 + 50], 0.3, t.white))
    out.push(pl.box(x0, y0, 94, 50, 'none', `stroke="${t.white}" stroke-width="2.5"`))
    out.push(centreLogo(pl, t, [x0 + 47, cy], 6, marks.monogram))
    const name = marks.name.toUpperCase()
    out.push(groundText(pl, x0 + 47, y0 + 54, name, sizeFor(name, 60, 4.2), t.white))
    out.push(groundText(pl, x0 + 47, y0 - 4, name, sizeFor(name, 60, 4.2), t.accent, 180))
    return out.join('')
  },
}

// [feet] 200 x 85 with 28-foot corners, inside the boards.
export const rink: Surface = {
  w: 216,
  h: 101,
  draw(pl, t, marks) {
    const x0 = 8
    const y0 = 8
    const out: string[] = [
      pl.poly(roundedRect(0, 0, 216, 101, 34), t.primary),
      pl.poly(roundedRect(x0 - 1.5, y0 - 1.5, 203, 88, 29.5), t.white),
      pl.poly(roundedRect(x0, y0, 200, 85, 28), t.ice),
    ]
    const cy = y0 + 42.5
    for (const gx of [x0 + 11, x0 + 189]) {
      out.push(pl.line([gx, y0 + 1.5], [gx, y0 + 83.5], 0.6, t.accentDark))
      // The goal crease: a half disc on the rink side of the goal line.
      const from = gx < x0 + 100 ? -Math.PI / 2 : Math.PI / 2
      out.push(pl.poly(arcPoints(gx, cy, 6, from, from + Math.PI, 24), t.waterLight))
      out.push(pl.ring([gx, cy], 6, 0.5, t.accentDark, from, from + Math.PI))
    }
    for (const bx of [x0 + 75, x0 + 125]) out.push(pl.line([bx, y0], [bx, y0 + 85], 1.2, t.primary))
    out.push(pl.line([x0 + 100, y0], [x0 + 100, y0 + 85], 1.2, t.accent))
    for (const fx of [x0 + 31, x0 + 169]) {
      for (const fy of [y0 + 20.5, y0 + 64.5]) {
        out.push(pl.ring([fx, fy], 15, 0.5, t.accentDark), pl.disc([fx, fy], 1, t.accentDark))
      }
    }
    for (const fx of [x0 + 80, x0 + 120]) {
      for (const fy of [y0 + 20.5, y0 + 64.5]) out.push(pl.disc([fx, fy], 1, t.accentDark))
    }
    out.push(pl.ring([x0 + 100, cy], 15, 0.5, t.primary))
    out.push(centreLogo(pl, t, [x0 + 100, cy], 11, marks.monogram))
    return out.join('')
  },
}

// [metres] 50 x 25 m, ten lanes, on a 4-metre deck.
export const pool: Surface = {
  w: 58,
  h: 33,
  draw(pl, t) {
    const x0 = 4
    const y0 = 4
    const out: string[] = [pl.box(0, 0, 58, 33, t.concrete), pl.box(x0, y0, 50, 25, t.water)]
    const lane = 2.5
    for (let i = 0; i < 10; i += 1) {
      const cy = y0 + lane * (i + 0.5)
      out.push(pl.line([x0 + 2, cy], [x0 + 48, cy], 0.25, t.deep))
      out.push(pl.line([x0 + 2, cy - 0.5], [x0 + 2, cy + 0.5], 0.25, t.deep))
      out.push(pl.line([x0 + 48, cy - 0.5], [x0 + 48, cy + 0.5], 0.25, t.deep))
      out.push(pl.box(x0 - 0.7, cy - 0.35, 0.7, 0.7, t.white))
    }
    for (let i = 1; i < 10; i += 1) {
      const y = y0 + lane * i
      for (let x = 0; x < 50; x += 1) {
        const end = x < 5 || x >= 45
        const color = end ? t.accent : x % 2 === 0 ? t.white : t.primary
        out.push(pl.line([x0 + x, y], [x0 + x + 1, y], 0.22, color))
      }
    }
    for (const fx of [x0 + 5, x0 + 45]) out.push(pl.line([fx, y0], [fx, y0 + 25], 0.08, t.white))
    return out.join('')
  },
}

// A starting block behind the pool's near end, at lane centre `y`: its face at x = `front`, its
// top reaching back over the deck to x = `back`.
export function startingBlock(pl: Plane, t: Tones, y: number, back: number, front: number): string {
  const top: Pt[] = [
    pl.up(back, y - 0.3, 0.75),
    pl.up(front, y - 0.3, 0.75),
    pl.up(front, y + 0.3, 0.75),
    pl.up(back, y + 0.3, 0.75),
  ]
  return (
    pl.wall(
      [
        [front, y - 0.3],
        [front, y + 0.3],
      ],
      0,
      0.75,
      t.primary,
    ) + shape(top, t.white)
  )
}

// [feet] four doubles courts, 78 x 36, each on a 120 x 60 pad.
export const tennis: Surface = {
  w: 240,
  h: 120,
  draw(pl, t) {
    const out: string[] = [pl.box(0, 0, 240, 120, t.deep)]
    for (let i = 0; i < 4; i += 1) {
      const px = i * 60
      out.push(pl.box(px + 1, 1, 58, 118, t.mid))
      const cx = px + 12
      const cy = 21
      out.push(pl.box(cx, cy, 36, 78, t.primary))
      const lines: [Pt, Pt][] = [
        [
          [cx, cy],
          [cx + 36, cy],
        ],
        [
          [cx, cy + 78],
          [cx + 36, cy + 78],
        ],
        [
          [cx, cy],
          [cx, cy + 78],
        ],
        [
          [cx + 36, cy],
          [cx + 36, cy + 78],
        ],
        [
          [cx + 4.5, cy],
          [cx + 4.5, cy + 78],
        ],
        [
          [cx + 31.5, cy],
          [cx + 31.5, cy + 78],
        ],
        [
          [cx + 4.5, cy + 18],
          [cx + 31.5, cy + 18],
        ],
        [
          [cx + 4.5, cy + 60],
          [cx + 31.5, cy + 60],
        ],
        [
          [cx + 18, cy + 18],
          [cx + 18, cy + 60],
        ],
      ]
      for (const [a, b] of lines) out.push(pl.line(a, b, 0.4, t.white))
      out.push(pl.line([cx - 3, cy + 39], [cx + 39, cy + 39], 0.5, t.ink))
    }
    return out.join('')
  },
}
