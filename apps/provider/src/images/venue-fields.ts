import { arcPoints, type Pt } from './venue-kit'
import { centreLogo, groundText, sizeFor, type Surface } from './venue-surface-kit'

// Open-air playing surfaces in their real dimensions (world units in brackets).

// [yards] 120 x 53.3 inside a 5-yard apron.
export const football: Surface = {
  w: 130,
  h: 63.3,
  draw(pl, t, marks) {
    const x0 = 5
    const y0 = 5
    const out: string[] = [pl.box(0, 0, 130, 63.3, t.grassDark)]
    for (let i = 0; i < 20; i += 1) {
      out.push(pl.box(x0 + 10 + i * 5, y0, 5, 53.3, i % 2 === 0 ? t.grass : t.grassLight))
    }
    out.push(pl.box(x0, y0, 10, 53.3, t.primary), pl.box(x0 + 110, y0, 10, 53.3, t.primary))
    const endZone = marks.name.toUpperCase()
    const ez = sizeFor(endZone, 46, 6.5)
    out.push(groundText(pl, x0 + 5, y0 + 26.65, endZone, ez, t.white, -90))
    out.push(groundText(pl, x0 + 115, y0 + 26.65, endZone, ez, t.white, 90))
    for (let yd = 0; yd <= 100; yd += 5) {
      out.push(pl.line([x0 + 10 + yd, y0], [x0 + 10 + yd, y0 + 53.3], 0.35, t.white))
    }
    for (let yd = 1; yd < 100; yd += 1) {
      if (yd % 5 === 0) continue
      for (const hy of [0.6, 23.6, 29.1, 52.1]) {
        out.push(pl.line([x0 + 10 + yd, y0 + hy], [x0 + 10 + yd, y0 + hy + 0.7], 0.18, t.white))
      }
    }
    for (let yd = 10; yd <= 90; yd += 10) {
      const label = String(yd <= 50 ? yd : 100 - yd)
      out.push(groundText(pl, x0 + 10 + yd, y0 + 45, label, 2.6, t.white))
      out.push(groundText(pl, x0 + 10 + yd, y0 + 8.3, label, 2.6, t.white, 180))
    }
    out.push(
      pl.box(
        x0,
        y0,
        120,
        53.3,
        'none',
        `stroke="${t.white}" stroke-width="3" stroke-linejoin="round"`,
      ),
    )
    out.push(centreLogo(pl, t, [x0 + 60, y0 + 26.65], 5.5, marks.monogram))
    return out.join('')
  },
}

// [yards] 115 x 75 pitch inside a 6-yard apron, mown in stripes.
export const pitch: Surface = {
  w: 127,
  h: 87,
  draw(pl, t, marks) {
    const x0 = 6
    const y0 = 6
    const out: string[] = [pl.box(0, 0, 127, 87, t.grassDark)]
    for (let i = 0; i < 10; i += 1) {
      out.push(pl.box(x0 + i * 11.5, y0, 11.5, 75, i % 2 === 0 ? t.grass : t.grassLight))
    }
    const w = 0.3
    const white = t.white
    const cy = y0 + 37.5
    out.push(pl.box(x0, y0, 115, 75, 'none', `stroke="${white}" stroke-width="2.5"`))
    out.push(pl.line([x0 + 57.5, y0], [x0 + 57.5, y0 + 75], w, white))
    out.push(pl.ring([x0 + 57.5, cy], 10, w, white))
    for (const end of [0, 1]) {
      const gx = end === 0 ? x0 : x0 + 115
      const s = end === 0 ? 1 : -1
      const box = (depth: number, half: number) => [
        pl.line([gx, cy - half], [gx + s * depth, cy - half], w, white),
        pl.line([gx + s * depth, cy - half], [gx + s * depth, cy + half], w, white),
        pl.line([gx, cy + half], [gx + s * depth, cy + half], w, white),
      ]
      out.push(...box(18, 22), ...box(6, 10))
      out.push(pl.disc([gx + s * 12, cy], 0.4, white))
      const a = Math.acos(6 / 10)
      out.push(
        end === 0
          ? pl.ring([gx + 12, cy], 10, w, white, -a, a)
          : pl.ring([gx - 12, cy], 10, w, white, Math.PI - a, Math.PI + a),
      )
      for (const [py, from] of [
        [y0, end === 0 ? 0 : Math.PI / 2],
        [y0 + 75, end === 0 ? -Math.PI / 2 : Math.PI],
      ] as const) {
        out.push(pl.ring([gx, py], 1, w, white, from, from + Math.PI / 2))
      }
    }
    out.push(pl.disc([x0 + 57.5, cy], 0.5, white))
    const name = marks.name.toUpperCase()
    out.push(groundText(pl, x0 + 57.5, y0 + 80.5, name, sizeFor(name, 70, 3.6), white))
    return out.join('')
  },
}

// [feet] home plate near the viewer (bottom centre), the outfield wall 330-400 feet out.
export const diamond: Surface = {
  w: 640,
  h: 460,
  draw(pl, t) {
    const home: Pt = [320, 420]
    const dirAt = (deg: number): Pt => {
      const a = ((deg - 90) * Math.PI) / 180
      return [Math.cos(a), Math.sin(a)]
    }
    const along = (deg: number, dist: number): Pt => {
      const [dx, dy] = dirAt(deg)
      return [home[0] + dx * dist, home[1] + dy * dist]
    }
    const wall = (deg: number) => 400 - 70 * Math.pow(Math.abs(deg) / 45, 1.6)
    const fan = (inset: number) => {
      const points: Pt[] = [home]
      for (let deg = -45; deg <= 45; deg += 3) points.push(along(deg, wall(deg) - inset))
      return points
    }
    const out: string[] = [pl.box(0, 0, 640, 460, t.grassDark)]
    out.push(pl.poly(fan(0), t.clay))
    out.push(pl.poly(fan(15), t.grass))
    // Mowing bands, cut off at the warning track.
    for (let i = 0; i < 16; i += 2) {
      const band = (dist: number, deg: number) => along(deg, Math.min(dist, wall(deg) - 15))
      const stripe: Pt[] = []
      for (let deg = -45; deg <= 45; deg += 3) stripe.push(band(40 + i * 25, deg))
      for (let deg = 45; deg >= -45; deg -= 3) stripe.push(band(40 + (i + 1) * 25, deg))
      out.push(pl.poly(stripe, t.grassLight))
    }
    const mound = along(0, 60.5)
    // Infield dirt: 95 feet about the pitcher's rubber.
    out.push(pl.disc(mound, 95, t.clay))
    const base = (deg: number) => along(deg, 90)
    const first = base(45)
    const second: Pt = along(0, 127.3)
    const third = base(-45)
    // Foul territory beyond the infield skin is grass again.
    for (const side of [-1, 1]) {
      out.push(
        pl.poly(
          [
            along(side * 46, 8),
            along(side * 46, 170),
            along(side * 95, 170),
            along(side * 150, 40),
          ],
          t.grassDark,
        ),
      )
    }
    out.push(pl.poly([along(0, 12), along(42, 84), along(0, 115), along(-42, 84)], t.grass))
    out.push(pl.disc(mound, 9, t.clay), pl.disc(home, 13, t.clay))
    out.push(pl.line(home, along(45, wall(45)), 1.2, t.white))
    out.push(pl.line(home, along(-45, wall(-45)), 1.2, t.white))
    for (const b of [first, second, third]) out.push(pl.box(b[0] - 1.5, b[1] - 1.5, 3, 3, t.white))
    out.push(pl.box(mound[0] - 1, mound[1] - 0.3, 2, 0.6, t.white))
    out.push(
      pl.poly(
        [
          [home[0] - 0.7, home[1] - 0.7],
          [home[0] + 0.7, home[1] - 0.7],
          [home[0] + 0.7, home[1]],
          [home[0], home[1] + 0.7],
          [home[0] - 0.7, home[1]],
        ],
        t.white,
      ),
    )
    for (const s of [-1, 1]) {
      out.push(
        pl.poly(
          [
            [home[0] + s * 1.5, home[1] - 3],
            [home[0] + s * 5.5, home[1] - 3],
            [home[0] + s * 5.5, home[1] + 3],
            [home[0] + s * 1.5, home[1] + 3],
          ],
          'none',
          `stroke="${t.white}" stroke-width="1.2"`,
        ),
      )
    }
    return out.join('')
  },
}

// [metres] a 400 m oval (84.39 m straights, 36.5 m radius), eight 1.22 m lanes.
export const track: Surface = {
  w: 190,
  h: 104,
  draw(pl, t, marks) {
    const cx = 95
    const cy = 52
    const straight = 84.39
    const r0 = 36.5
    const oval = (r: number): Pt[] => [
      ...arcPoints(cx + straight / 2, cy, r, -Math.PI / 2, Math.PI / 2, 32),
      ...arcPoints(cx - straight / 2, cy, r, Math.PI / 2, Math.PI * 1.5, 32),
    ]
    const out: string[] = [pl.box(0, 0, 190, 104, t.grassDark)]
    out.push(pl.poly(oval(r0 + 8 * 1.22 + 1), t.track))
    out.push(pl.poly(oval(r0), t.grass))
    for (let lane = 0; lane <= 8; lane += 1) {
      out.push(pl.poly(oval(r0 + lane * 1.22), 'none', `stroke="${t.white}" stroke-width="1.1"`))
    }
    const finish = cx + straight / 2
    out.push(pl.line([finish, cy + r0], [finish, cy + r0 + 9.76], 0.5, t.white))
    for (let lane = 0; lane < 8; lane += 1) {
      out.push(
        groundText(
          pl,
          finish + 2.5,
          cy + r0 + 0.61 + lane * 1.22,
          String(lane + 1),
          1,
          t.white,
          -90,
        ),
      )
    }
    for (const sx of [cx - straight / 2 + 10, cx + straight / 2 - 10]) {
      out.push(pl.box(sx - 4, cy - r0 - 9.76 - 5, 8, 3, t.sand))
    }
    out.push(centreLogo(pl, t, [cx, cy], 9, marks.monogram))
    return out.join('')
  },
}
