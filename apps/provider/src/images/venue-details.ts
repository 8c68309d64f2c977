import { H, W } from './venue-backdrops'
import { flatPlane, mix, plane, rect, shape, type Art, type Pt } from './venue-kit'
import { SURFACES, type SurfaceKind } from './venue-surfaces'

// Close-ups shared by many kinds: the surface seen from above, and seats in the school colours
// that spell the monogram. The sport-specific close-ups are in venue-closeups*.ts.

// Top-down: the surface scaled by `zoom` around a focus point (world units), slightly turned.
export function planView(
  { t, marks }: Art,
  kind: SurfaceKind,
  focus: Pt,
  zoom: number,
  deg: number,
): string {
  const s = SURFACES[kind]
  const cx = W / 2 - (focus[0] - s.w / 2) * zoom
  const cy = H / 2 - (focus[1] - s.h / 2) * zoom
  // Rotate the offset of the focus too, so the focus stays in the middle of the picture.
  const rad = (deg * Math.PI) / 180
  const ox = cx - W / 2
  const oy = cy - H / 2
  const pl = flatPlane(
    s.w,
    s.h,
    zoom,
    deg,
    W / 2 + ox * Math.cos(rad) - oy * Math.sin(rad),
    H / 2 + ox * Math.sin(rad) + oy * Math.cos(rad),
  )
  return rect(0, 0, W, H, t.deep) + s.draw(pl, t, marks)
}

// 5 x 7 capitals for the seat mosaic (rows top to bottom, '#' = seat in the accent colour).
// prettier-ignore
const GLYPHS: Record<string, string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  B: ['####.', '#...#', '#...#', '####.', '#...#', '#...#', '####.'],
  C: ['.####', '#....', '#....', '#....', '#....', '#....', '.####'],
  D: ['####.', '#...#', '#...#', '#...#', '#...#', '#...#', '####.'],
  E: ['#####', '#....', '#....', '####.', '#....', '#....', '#####'],
  F: ['#####', '#....', '#....', '####.', '#....', '#....', '#....'],
  G: ['.####', '#....', '#....', '#.###', '#...#', '#...#', '.###.'],
  H: ['#...#', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  I: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '#####'],
  J: ['..###', '...#.', '...#.', '...#.', '#..#.', '#..#.', '.##..'],
  K: ['#...#', '#..#.', '#.#..', '##...', '#.#..', '#..#.', '#...#'],
  L: ['#....', '#....', '#....', '#....', '#....', '#....', '#####'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
  N: ['#...#', '##..#', '#.#.#', '#..##', '#...#', '#...#', '#...#'],
  O: ['.###.', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  P: ['####.', '#...#', '#...#', '####.', '#....', '#....', '#....'],
  Q: ['.###.', '#...#', '#...#', '#...#', '#.#.#', '#..#.', '.##.#'],
  R: ['####.', '#...#', '#...#', '####.', '#.#..', '#..#.', '#...#'],
  S: ['.####', '#....', '#....', '.###.', '....#', '....#', '####.'],
  T: ['#####', '..#..', '..#..', '..#..', '..#..', '..#..', '..#..'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
  V: ['#...#', '#...#', '#...#', '#...#', '#...#', '.#.#.', '..#..'],
  W: ['#...#', '#...#', '#...#', '#.#.#', '#.#.#', '##.##', '#...#'],
  X: ['#...#', '#...#', '.#.#.', '..#..', '.#.#.', '#...#', '#...#'],
  Y: ['#...#', '#...#', '.#.#.', '..#..', '..#..', '..#..', '..#..'],
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
}

// Stadium seats in rows, the monogram picked out in the accent colour (as many stadiums do).
export function seatsView({ t, marks }: Art): string {
  const letters = [...marks.monogram.toUpperCase()].filter((ch) => GLYPHS[ch]).slice(0, 4)
  const cols = Math.max(21, letters.length * 6 + 9)
  const rows = 12
  const pl = plane(
    [
      [-60, 40],
      [W + 60, 40],
      [W + 420, H + 40],
      [-420, H + 40],
    ],
    cols,
    rows,
  )
  const left = Math.floor((cols - (letters.length * 6 - 1)) / 2)
  const lit = (col: number, row: number) => {
    const r = row - 3
    if (r < 0 || r > 6) return false
    const index = Math.floor((col - left) / 6)
    const within = (col - left) % 6
    const glyph = letters[index] ? GLYPHS[letters[index]] : undefined
    return col >= left && within < 5 && glyph?.[r]?.[within] === '#'
  }
  const out = [rect(0, 0, W, H, t.ink)]
  for (let row = 0; row < rows; row += 1) {
    out.push(pl.box(0, row, cols, 1, row % 2 === 0 ? t.deep : mix(t.deep, t.ink, 0.3)))
    for (let col = 0; col < cols; col += 1) {
      const on = lit(col, row)
      const seat = on ? t.accent : t.primary
      const x0 = col + 0.1
      const x1 = col + 0.9
      const y = row + 0.7
      out.push(
        shape(
          [
            pl.up(x0, row + 0.35, 0.35),
            pl.up(x1, row + 0.35, 0.35),
            pl.up(x1, y, 0.3),
            pl.up(x0, y, 0.3),
          ],
          on ? t.accentDark : t.deep,
        ),
        shape([pl.up(x0, y, 0.3), pl.up(x1, y, 0.3), pl.up(x1, y, 1.05), pl.up(x0, y, 1.05)], seat),
      )
    }
  }
  return out.join('')
}
