import { H, signBoard, sky, treeLine, W, type Mood } from './venue-backdrops'
import {
  circle,
  fittedLabel,
  mix,
  random,
  rect,
  shape,
  type Pt,
  type Tones,
  type Art,
} from './venue-kit'

// Hero pictures of the venues that are landscapes or buildings rather than a bowl: the golf
// course, the boathouse on the river, and the department's buildings.

function hills(t: Tones, y: number, seed: number): string {
  const rnd = random(seed)
  const layer = (base: number, amp: number, fill: string) => {
    const points: Pt[] = [[0, H]]
    for (let x = 0; x <= W; x += 100) points.push([x, base - amp * Math.sin(x / 260 + rnd() * 0.6)])
    points.push([W, H])
    return shape(points, fill)
  }
  return (
    layer(y - 40, 36, mix(t.grassDark, '#cfe3f1', 0.55)) +
    layer(y, 24, mix(t.grassDark, '#cfe3f1', 0.3))
  )
}

function tree(x: number, y: number, r: number, t: Tones): string {
  return (
    rect(x - r * 0.1, y, r * 0.2, r * 0.9, mix(t.woodDark, t.ink, 0.4)) +
    circle(x, y - r * 0.2, r, t.grassDark) +
    circle(x - r * 0.55, y + r * 0.1, r * 0.7, t.grassDark) +
    circle(x + r * 0.5, y, r * 0.75, mix(t.grassDark, t.ink, 0.2))
  )
}

export function golfHero({ t, name, seed }: Art, mood: Mood = 'day'): string {
  const out = [
    sky(t, mood, 360, seed),
    hills(t, 420, seed),
    treeLine(452, t.grassDark, seed + 1, 46),
  ]
  out.push(rect(0, 470, W, H - 470, mix(t.grassDark, t.grass, 0.35)))
  // The fairway bends from the tee (bottom) to the green; mown in bands.
  out.push(
    `<defs><clipPath id="fairway"><path d="M260 ${H} C 420 700, 860 640, 700 500 L 930 500 C 1080 640, 1240 720, 1360 ${H} Z"/></clipPath></defs>`,
  )
  const bands: string[] = []
  let y = 500
  for (let i = 0; y < H; i += 1) {
    const h = 12 + i * 9
    bands.push(rect(0, y, W, h, i % 2 === 0 ? t.grass : t.grassLight))
    y += h
  }
  out.push(`<g clip-path="url(#fairway)">${bands.join('')}</g>`)
  out.push(
    `<ellipse cx="815" cy="492" rx="150" ry="30" fill="${t.grassLight}"/>`,
    `<ellipse cx="640" cy="520" rx="70" ry="14" fill="${t.sand}"/>`,
    `<ellipse cx="1000" cy="510" rx="56" ry="11" fill="${t.sand}"/>`,
    `<ellipse cx="1180" cy="640" rx="110" ry="22" fill="${t.sand}"/>`,
    `<path d="M80 620 C 160 580, 420 585, 470 620 C 440 660, 150 670, 80 620 Z" fill="${t.water}"/>`,
    `<path d="M150 615 H 300 M200 632 H 390" stroke="${t.waterLight}" stroke-width="4" stroke-linecap="round"/>`,
    `<ellipse cx="836" cy="490" rx="5" ry="2" fill="${t.ink}"/>`,
    rect(834, 392, 4, 98, t.white),
    shape(
      [
        [838, 392],
        [892, 406],
        [838, 420],
      ],
      t.accent,
    ),
  )
  // The clubhouse on the rise to the right.
  out.push(
    rect(1270, 420, 210, 52, t.white),
    shape(
      [
        [1250, 422],
        [1375, 388],
        [1500, 422],
      ],
      t.primary,
    ),
    rect(1290, 436, 170, 16, t.glass),
  )
  out.push(
    tree(120, 520, 58, t),
    tree(1520, 560, 80, t),
    tree(1430, 640, 60, t),
    tree(40, 700, 90, t),
  )
  // Tee box, markers, a ball on its peg, and the tee sign with the course's name.
  out.push(
    shape(
      [
        [520, 830],
        [1080, 830],
        [1160, H],
        [440, H],
      ],
      t.grassLight,
    ),
    circle(600, 850, 11, t.accent),
    circle(1000, 850, 11, t.accent),
    rect(797, 852, 6, 20, t.white),
    circle(800, 846, 11, t.white),
    rect(128, 700, 12, 200, t.woodDark),
    rect(352, 700, 12, 200, t.woodDark),
    signBoard(246, 700, 330, 120, t, name),
  )
  return out.join('')
}

// A shell of eight with a coxswain, seen side on, oar blades in the school colours.
function shell(t: Tones, x: number, y: number, length: number): string {
  const out: string[] = [
    shape(
      [
        [x, y],
        [x + length, y - 6],
        [x + length - 20, y + 10],
        [x + 30, y + 12],
      ],
      t.white,
    ),
    rect(x + 40, y + 4, length - 80, 3, t.accent),
  ]
  for (let i = 0; i < 8; i += 1) {
    const rx = x + 110 + i * ((length - 220) / 7)
    out.push(
      `<path d="M${rx} ${y} L${rx - 60} ${y + 48}" stroke="${t.ink}" stroke-width="4"/>`,
      shape(
        [
          [rx - 56, y + 42],
          [rx - 78, y + 56],
          [rx - 70, y + 64],
          [rx - 50, y + 50],
        ],
        t.accent,
      ),
      rect(rx - 9, y - 40, 18, 36, t.primary, 'rx="7"'),
      circle(rx, y - 50, 10, mix(t.wood, t.ink, 0.35)),
    )
  }
  out.push(
    circle(x + 60, y - 20, 10, mix(t.wood, t.ink, 0.35)),
    rect(x + 50, y - 12, 20, 14, t.accent),
  )
  return out.join('')
}

export function boathouseHero({ t, name, seed }: Art, mood: Mood = 'dusk'): string {
  const waterTop = 520
  const out = [sky(t, mood, 430, seed), treeLine(470, mix(t.grassDark, t.ink, 0.35), seed, 56)]
  // A stone bridge downstream.
  out.push(rect(0, 420, 560, 26, t.concrete))
  for (let i = 0; i < 4; i += 1) {
    const x = 20 + i * 140
    out.push(
      rect(x, 446, 24, waterTop - 446, t.concrete),
      `<path d="M${x + 24} ${waterTop} V470 Q${x + 82} 430 ${x + 140} 470 V${waterTop} Z" fill="${mix(t.grassDark, t.ink, 0.35)}"/>`,
    )
  }
  // The boathouse: two gables, bay doors lit from inside with shells on the racks.
  const bx = 820
  const by = 300
  out.push(
    rect(bx, by, 660, waterTop - by, t.primary),
    shape(
      [
        [bx - 20, by],
        [bx + 170, by - 110],
        [bx + 360, by],
      ],
      t.deep,
    ),
    shape(
      [
        [bx + 300, by],
        [bx + 490, by - 110],
        [bx + 680, by],
      ],
      t.deep,
    ),
    rect(bx - 20, by - 6, 700, 12, t.accent),
    rect(bx + 150, by - 70, 40, 40, t.accentLight),
    rect(bx + 470, by - 70, 40, 40, t.accentLight),
  )
  for (let i = 0; i < 3; i += 1) {
    const dx = bx + 40 + i * 210
    out.push(rect(dx, 410, 160, waterTop - 410, mix(t.accentLight, '#ffffff', 0.3)))
    for (let k = 0; k < 4; k += 1) {
      out.push(rect(dx + 8, 424 + k * 22, 144, 6, k % 2 === 0 ? t.primary : t.accent, 'rx="3"'))
    }
    out.push(rect(dx - 6, 404, 172, 8, t.deep))
  }
  out.push(
    rect(bx + 60, 330, 540, 58, t.ink, 'rx="4"'),
    fittedLabel(name, { cx: bx + 330, cy: 359, width: 500, height: 52 }, t.white, 18),
  )
  // Water, the dock, reflections and ripples.
  out.push(
    `<defs><linearGradient id="river" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.waterLight}"/>` +
      `<stop offset="1" stop-color="${mix(t.water, t.ink, 0.45)}"/></linearGradient></defs>`,
    rect(0, waterTop, W, H - waterTop, 'url(#river)'),
    rect(bx - 40, waterTop, 740, 60, t.primary, 'opacity="0.25"'),
    rect(bx - 60, waterTop - 4, 780, 16, t.wood),
  )
  for (let x = bx - 50; x < bx + 720; x += 90) out.push(rect(x, waterTop + 12, 10, 30, t.woodDark))
  const rnd = random(seed + 3)
  for (let i = 0; i < 26; i += 1) {
    const y = waterTop + 60 + rnd() * (H - waterTop - 80)
    const x = rnd() * W
    out.push(rect(x, y, 60 + rnd() * 160, 3, t.white, 'opacity="0.18" rx="1.5"'))
  }
  out.push(shell(t, 160, 700, 820))
  return out.join('')
}

export function buildingHero(
  { t, name, marks, seed }: Art,
  vault = false,
  mood: Mood = 'day',
): string {
  const out = [sky(t, mood, 430, seed), treeLine(560, t.grassDark, seed, 50)]
  out.push(rect(0, 700, W, H - 700, t.concrete), rect(0, 700, W, 14, mix(t.concrete, t.ink, 0.2)))
  if (vault) {
    // A field house: a long barrel-vaulted hall with a band of clerestory windows.
    out.push(
      `<path d="M140 700 V420 Q800 150 1460 420 V700 Z" fill="${t.primary}"/>`,
      `<path d="M140 420 Q800 150 1460 420 L1460 444 Q800 176 140 444 Z" fill="${t.accent}"/>`,
    )
    for (let x = 180; x < 1440; x += 70) out.push(rect(x, 470, 50, 70, t.glass))
    out.push(
      rect(140, 560, 1320, 110, t.deep),
      fittedLabel(name, { cx: 800, cy: 615, width: 1200, height: 96 }, t.white, 40),
      rect(690, 610 + 60, 220, 30, t.glass),
    )
  } else {
    // A performance center: glass on the left, the named block in school colours on the right.
    out.push(
      shape(
        [
          [120, 700],
          [120, 330],
          [820, 270],
          [820, 700],
        ],
        t.glass,
      ),
    )
    for (let x = 170; x < 820; x += 70) {
      const top = 330 - ((x - 120) / 700) * 60
      out.push(rect(x, top, 6, 700 - top, t.deep, 'opacity="0.6"'))
    }
    for (let y = 430; y < 700; y += 90) out.push(rect(120, y, 700, 6, t.deep, 'opacity="0.6"'))
    out.push(
      shape(
        [
          [260, 330],
          [480, 305],
          [380, 700],
          [160, 700],
        ],
        '#ffffff',
        'opacity="0.18"',
      ),
      rect(820, 250, 660, 450, t.primary),
      rect(820, 250, 660, 22, t.accent),
      rect(780, 230, 70, 470, t.accent),
      circle(815, 330, 30, t.primary),
      `<text x="815" y="341" text-anchor="middle" font-family="'Helvetica Neue', Arial, sans-serif" font-size="30" font-weight="800" fill="${t.white}">${marks.monogram}</text>`,
      fittedLabel(name, { cx: 1165, cy: 380, width: 590, height: 150 }, t.white, 36),
      rect(860, 520, 580, 180, t.deep),
    )
    for (let x = 880; x < 1430; x += 70) out.push(rect(x, 540, 50, 140, t.glass))
    out.push(
      rect(420, 600, 360, 16, t.ink),
      rect(440, 616, 10, 84, t.ink),
      rect(750, 616, 10, 84, t.ink),
    )
  }
  out.push(tree(80, 720, 70, t), tree(1530, 730, 80, t))
  for (const [x, s] of [
    [560, 1],
    [600, 0.95],
    [1010, 1.05],
  ] as const) {
    out.push(
      rect(x - 9 * s, 700 - 60 * s, 18 * s, 44 * s, t.ink, 'rx="6"'),
      circle(x, 700 - 68 * s, 9 * s, t.ink),
    )
  }
  return out.join('')
}
