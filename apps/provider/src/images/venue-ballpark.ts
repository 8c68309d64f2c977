import { crowd, scoreboard, sky, treeLine, type Mood } from './venue-backdrops'
import { plane, shape, type Art, type Pt } from './venue-kit'
import { towers } from './venue-outdoor'
import { SURFACES } from './venue-surfaces'

// The ballpark hero: a camera high behind home plate, the outfield wall and the board beyond.

export function ballparkHero({ t, name, marks, seed }: Art, mood: Mood = 'dusk'): string {
  const s = SURFACES.diamond
  // Camera high behind home plate: horizon at y 330, home plate at y 780, the centre-field wall
  // at y 470 (solved for a pinhole camera; see the quad's derivation in the commit message).
  const pl = plane(
    [
      [157, 465],
      [1443, 465],
      [3547, 908],
      [-1947, 908],
    ],
    s.w,
    s.h,
  )
  const home: Pt = [320, 420]
  const along = (deg: number, dist: number): Pt => {
    const a = ((deg - 90) * Math.PI) / 180
    return [home[0] + Math.cos(a) * dist, home[1] + Math.sin(a) * dist]
  }
  const wallAt = (deg: number) => 400 - 70 * Math.pow(Math.abs(deg) / 45, 1.6)
  const fence: Pt[] = []
  for (let deg = -45; deg <= 45; deg += 3) fence.push(along(deg, wallAt(deg)))
  const board = pl.up(320, home[1] - 470, 40)
  const out = [
    sky(t, mood, 340, seed),
    treeLine(410, t.grassDark, seed, 64),
    scoreboard(board[0], board[1] - 40, 330, t, name, marks.monogram, 120),
    towers(
      pl,
      t,
      [
        [60, 150],
        [580, 150],
      ],
      110,
      30,
    ),
    s.draw(pl, t, marks),
    pl.wall(fence, 0, 10, t.primary),
    pl.wall(fence, 10, 11.5, t.accent),
  ]
  // Stands behind the dugouts, along each foul line.
  for (const side of [-1, 1]) {
    for (let row = 9; row >= 0; row -= 1) {
      const off = 55 + row * 7
      const deg = side * 45
      const a = ((deg - 90) * Math.PI) / 180
      const nx = Math.cos(a + (side * Math.PI) / 2)
      const ny = Math.sin(a + (side * Math.PI) / 2)
      const p = (dist: number, o: number, z: number) => {
        const [x, y] = along(deg, dist)
        return pl.up(x + nx * o, y + ny * o, z)
      }
      const z = 4 + row * 3
      out.push(
        shape(
          [p(20, off + 7, z + 3), p(260, off + 7, z + 3), p(260, off, z), p(20, off, z)],
          row % 2 === 0 ? t.primary : t.deep,
        ),
      )
    }
  }
  out.push(crowd(t, 835, seed))
  return out.join('')
}
