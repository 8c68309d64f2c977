import { H, W } from './venue-backdrops'
import { alongPlane, goalMouth, standsBand } from './venue-closeups'
import { circle, mix, random, rect, shape, type Art } from './venue-kit'
import { startingBlock } from './venue-courts'
import { SURFACES } from './venue-surfaces'

// Close-ups of the indoor sports and the department's buildings.

export function hoopView({ t, seed }: Art): string {
  const out = [rect(0, 0, W, H, t.ink), standsBand(t, 120, 640)]
  const rnd = random(seed)
  for (let i = 0; i < 40; i += 1)
    out.push(circle(rnd() * W, 150 + rnd() * 460, 10, t.accent, 'opacity="0.25"'))
  out.push(rect(0, 640, W, H - 640, t.wood))
  for (let y = 660; y < H; y += 28) out.push(rect(0, y, W, 2, t.woodDark))
  // Support arm, backboard, rim and net.
  out.push(
    shape(
      [
        [1480, 0],
        [1540, 0],
        [1250, 300],
        [1190, 300],
      ],
      t.primary,
    ),
    rect(560, 90, 560, 330, '#ffffff', 'opacity="0.22"'),
    rect(560, 90, 560, 330, 'none', `stroke="${t.white}" stroke-width="12"`),
    rect(745, 250, 190, 140, 'none', `stroke="${t.white}" stroke-width="10"`),
    rect(760, 404, 160, 26, t.primary),
  )
  const net: string[] = []
  for (let i = 0; i <= 8; i += 1) {
    const x0 = 700 + i * 35
    const x1 = 755 + i * 21
    net.push(`M${x0} 445 L${x1 + 21} 610 M${x0 + 35} 445 L${x1} 610`)
  }
  out.push(
    `<path d="${net.join(' ')}" stroke="${t.white}" stroke-width="4" opacity="0.9"/>`,
    `<ellipse cx="840" cy="445" rx="145" ry="24" fill="none" stroke="${t.accent}" stroke-width="14"/>`,
  )
  return out.join('')
}

export function rinkGoalView({ t, marks }: Art): string {
  return [
    rect(0, 0, W, H, t.ink),
    standsBand(t, 60, 330),
    rect(0, 330, W, 150, t.pale, 'opacity="0.18"'),
    rect(0, 470, W, 110, t.white),
    rect(0, 560, W, 24, t.accent),
    rect(0, 584, W, H - 584, t.ice),
    `<path d="M500 760 A300 110 0 0 0 1100 760 Z" fill="${t.waterLight}"/>`,
    `<path d="M500 760 A300 110 0 0 0 1100 760" fill="none" stroke="${t.accentDark}" stroke-width="8"/>`,
    rect(0, 752, W, 10, t.accentDark),
    `<text x="300" y="530" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="56" font-weight="800" fill="${t.primary}">${marks.monogram}</text>`,
    goalMouth(t, 560, 480, 480, 280, 22, t.accent),
  ].join('')
}

export function blocksView({ t }: Art): string {
  const s = SURFACES.pool
  const pl = alongPlane(s.w, s.h, 2300, 420, 360)
  const out = [rect(0, 0, W, H, t.ink), rect(0, 120, W, 240, mix('#bfe0f5', t.primary, 0.12))]
  for (let x = 0; x <= W; x += 100) out.push(rect(x - 4, 120, 8, 240, t.deep))
  out.push(s.draw(pl, t, { monogram: '', name: '' }))
  for (let lane = 2; lane < 8; lane += 1) {
    const y = 4 + 2.5 * (lane + 0.5)
    const [fx, fy] = pl.up(3.7, y, 0.38)
    out.push(
      startingBlock(pl, t, y, 2.4, 3.7),
      `<text x="${fx.toFixed(1)}" y="${(fy + 10).toFixed(1)}" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="${Math.max(12, (pl.up(3.7, y, 0)[1] - pl.up(3.7, y, 0.75)[1]) * 0.7).toFixed(0)}" font-weight="800" fill="${t.accent}">${lane + 1}</text>`,
    )
  }
  return out.join('')
}

export function oarsView({ t, seed }: Art): string {
  const out = [rect(0, 0, W, H, t.water)]
  const rnd = random(seed)
  for (let i = 0; i < 40; i += 1)
    out.push(rect(rnd() * W, rnd() * H, 80 + rnd() * 200, 4, t.waterLight, 'opacity="0.5" rx="2"'))
  out.push(`<g transform="rotate(-14 800 450)">`)
  out.push(`<path d="M120 450 Q800 405 1480 450 Q800 495 120 450 Z" fill="${t.white}"/>`)
  for (let i = 0; i < 8; i += 1) {
    const x = 330 + i * 125
    const side = i % 2 === 0 ? -1 : 1
    out.push(
      `<path d="M${x} 450 L${x - 40} ${450 + side * 300}" stroke="${t.ink}" stroke-width="7"/>`,
      `<path d="M${x - 34} ${450 + side * 260} L${x - 52} ${450 + side * 350}" stroke="${t.accent}" stroke-width="30" stroke-linecap="round"/>`,
      circle(x + 20, 450, 20, t.primary),
    )
  }
  out.push(circle(1380, 450, 16, t.accent), `</g>`)
  return out.join('')
}

export function weightRoomView({ t, marks }: Art): string {
  const out = [rect(0, 0, W, H, mix(t.ink, '#333333', 0.4))]
  for (let i = 0; i < 3; i += 1) {
    for (let j = 0; j < 2; j += 1) {
      const x = 130 + i * 480
      const y = 90 + j * 400
      out.push(
        rect(x, y, 380, 330, t.wood),
        rect(x + 110, y, 160, 330, t.woodDark),
        rect(x, y, 380, 330, 'none', `stroke="${t.accent}" stroke-width="8"`),
        `<text x="${x + 190}" y="${y + 250}" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="64" font-weight="800" fill="${t.primary}" opacity="0.8">${marks.monogram}</text>`,
        rect(x + 40, y + 84, 300, 12, '#9aa3ae'),
        circle(x + 40, y + 90, 46, t.primary),
        circle(x + 340, y + 90, 46, t.primary),
        circle(x + 40, y + 90, 16, t.accent),
        circle(x + 340, y + 90, 16, t.accent),
      )
    }
  }
  return out.join('')
}
