import { svg, type Palette } from '../images/svg'
import { crowd } from '../images/venue-backdrops'
import { ballparkHero } from '../images/venue-ballpark'
import { arenaHero } from '../images/venue-indoor'
import {
  circle,
  hashSeed,
  mix,
  random,
  rect,
  tones,
  type Art,
  type Tones,
} from '../images/venue-kit'
import { pitchHero, stadiumHero } from '../images/venue-outdoor'
import type { TenantDefinition } from './tenant-definition'

// Illustrated artwork of the demo's promotions and splash: the venue illustrations' scenes in the
// school's colours (images/venue-*.ts, 1600 x 900), with a campaign's props in front: a ticket,
// a ball in flight, the student section, spotlights. No words: a campaign's title and call to
// action are text on the page, beside or over the picture, so they stay readable and inside
// their frame at any width. Each picture is cut to its slot's shape from the middle of the
// scene, so one scene serves a 3:1 banner, a 16:9 slide and a portrait splash.

export const CAMPAIGN_SCENES = [
  'season-tickets',
  'game-day',
  'student-section',
  'sponsor',
  'family',
  'camps',
  'road-trip',
  'splash',
] as const

export type CampaignScene = (typeof CAMPAIGN_SCENES)[number]

export type CampaignArtOptions = {
  palette: Palette
  monogram: string
  schoolName: string
  /** The stadium's name, painted on its press box. */
  venueName: string
  seed: number
}

const W = 1600
const H = 900

/** The tenant's art options for the picture `name` (its seed: the crowd, stars, confetti). */
export function campaignArtOptions(
  definition: TenantDefinition,
): (name: string) => CampaignArtOptions {
  const stadium = definition.facilities.find((facility) => facility.kind === 'stadium')
  return (name) => ({
    palette: definition.palette,
    monogram: definition.monogram,
    schoolName: definition.schoolName,
    venueName: stadium?.title ?? `${definition.schoolName} Stadium`,
    seed: hashSeed(`${definition.slug}/${name}`),
  })
}

export function campaignSvg(
  scene: CampaignScene,
  width: number,
  height: number,
  label: string,
  options: CampaignArtOptions,
): string {
  const art: Art = {
    t: tones(options.palette),
    name: options.venueName,
    marks: { monogram: options.monogram, name: options.schoolName },
    seed: options.seed,
  }
  // The scene fills the frame, cut from its middle (lower middle: the action is near the field).
  return svg(
    width,
    height,
    `<svg width="${width}" height="${height}" viewBox="0 0 ${W} ${H}" ` +
      `preserveAspectRatio="xMidYMid slice">${SCENES[scene](art)}</svg>`,
    label,
  )
}

const SCENES: Record<CampaignScene, (art: Art) => string> = {
  'season-tickets': (art) =>
    [stadiumHero(art, 'night'), stripes(art.t, 1180), ticket(art, 1040, 250, -8)].join(''),
  'game-day': (art) =>
    [stadiumHero(art, 'dusk'), stripes(art.t, 200), football(art.t, 1120, 330, 230, -28)].join(''),
  'student-section': (art) =>
    [
      stadiumHero(art, 'night'),
      confetti(art.t, art.seed),
      `<g transform="translate(-560 -630) scale(1.7)">${studentSection(art.t, 760, art.seed)}</g>`,
    ].join(''),
  sponsor: (art) => [arenaHero(art, 'court'), spotlights(art.t), stripes(art.t, 1220)].join(''),
  family: (art) => [ballparkHero(art, 'dusk'), stripes(art.t, 1240)].join(''),
  camps: (art) => [pitchHero(art, 'day'), soccerBall(art.t, 1240, 640, 120)].join(''),
  'road-trip': (art) => [arenaHero(art, 'rink'), stripes(art.t, 120)].join(''),
  splash: (art) =>
    [
      stadiumHero(art, 'night'),
      spotlights(art.t),
      confetti(art.t, art.seed + 1),
      stripes(art.t, 1260),
    ].join(''),
}

// Two diagonal bands in the school's colours across the picture at `x`.
function stripes(t: Tones, x: number): string {
  return (
    `<path d="M${x} 0h120L${x - 240} ${H}h-120Z" fill="${t.accent}" opacity="0.92"/>` +
    `<path d="M${x + 150} 0h36L${x - 54} ${H}h-36Z" fill="${t.white}" opacity="0.85"/>`
  )
}

// A season ticket stub, tilted, with its perforation and the school's monogram.
function ticket({ t, marks }: Art, x: number, y: number, angle: number): string {
  const w = 460
  const h = 220
  return (
    `<g transform="translate(${x} ${y}) rotate(${angle} ${w / 2} ${h / 2})">` +
    `<rect x="14" y="18" width="${w}" height="${h}" rx="22" fill="${t.ink}" opacity="0.45"/>` +
    `<rect width="${w}" height="${h}" rx="22" fill="${t.accent}"/>` +
    `<path d="M${w - 128} 24V${h - 24}" stroke="${t.accentDark}" stroke-width="5" ` +
    `stroke-dasharray="12 10"/>` +
    circle(w - 128, 0, 22, t.deep) +
    circle(w - 128, h, 22, t.deep) +
    `<rect x="28" y="28" width="${w - 186}" height="${h - 56}" rx="12" fill="none" ` +
    `stroke="${t.primary}" stroke-width="6"/>` +
    `<text x="${(w - 130) / 2 + 8}" y="${h / 2 + 34}" text-anchor="middle" ` +
    `font-family="'Helvetica Neue', Arial, sans-serif" font-size="96" font-weight="900" ` +
    `fill="${t.primary}">${marks.monogram}</text>` +
    circle(w - 64, h / 2, 30, t.primary) +
    circle(w - 64, h / 2, 14, t.accent) +
    `</g>`
  )
}

// A football in flight, its laces and stripes, with a motion trail.
function football(t: Tones, cx: number, cy: number, length: number, angle: number): string {
  const leather = mix('#7a3b17', t.primary, 0.1)
  const r = length / 2
  return (
    `<g transform="translate(${cx} ${cy}) rotate(${angle})">` +
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${-r - 260 + i * 40}" y="${-24 + i * 18}" width="${200 - i * 50}" height="8" rx="4" ` +
          `fill="${t.white}" opacity="${0.5 - i * 0.12}"/>`,
      )
      .join('') +
    `<ellipse rx="${r}" ry="${r * 0.58}" fill="${leather}"/>` +
    `<path d="M${-r * 0.62} ${-r * 0.45}q-14 ${r * 0.45} 0 ${r * 0.9}M${r * 0.62} ${-r * 0.45}` +
    `q14 ${r * 0.45} 0 ${r * 0.9}" stroke="${t.white}" stroke-width="9" fill="none"/>` +
    rect(-r * 0.34, -5, r * 0.68, 10, t.white) +
    [-2, -1, 0, 1, 2].map((i) => rect(i * r * 0.13 - 4, -18, 8, 36, t.white)).join('') +
    `</g>`
  )
}

function soccerBall(t: Tones, cx: number, cy: number, r: number): string {
  const patches = [0, 72, 144, 216, 288]
    .map((deg) => {
      const a = (deg * Math.PI) / 180
      return circle(cx + Math.cos(a) * r * 0.78, cy + Math.sin(a) * r * 0.78, r * 0.22, t.ink)
    })
    .join('')
  return (
    `<ellipse cx="${cx}" cy="${cy + r + 10}" rx="${r}" ry="${r * 0.16}" fill="${t.ink}" opacity="0.35"/>` +
    circle(cx, cy, r, t.white, `stroke="${t.ink}" stroke-width="6"`) +
    circle(cx, cy, r * 0.3, t.ink) +
    patches
  )
}

// The student section: the crowd close up, arms raised, foam fingers and pom-poms in the
// school's colours.
function studentSection(t: Tones, top: number, seed: number): string {
  const rnd = random(seed + 7)
  const out: string[] = [crowd(t, top, seed)]
  for (let x = 10; x < W; x += 70 + rnd() * 40) {
    const y = top + 10 + rnd() * 30
    const color = rnd() < 0.5 ? t.accent : t.white
    if (rnd() < 0.45) {
      // A foam finger.
      out.push(
        `<g transform="rotate(${(rnd() - 0.5) * 24} ${x} ${y})">` +
          `<rect x="${x - 14}" y="${y - 70}" width="28" height="70" rx="8" fill="${color}"/>` +
          `<rect x="${x - 5}" y="${y - 118}" width="12" height="54" rx="6" fill="${color}"/>` +
          `</g>`,
      )
    } else {
      // Raised arms and a pom-pom.
      out.push(
        `<path d="M${x} ${y + 30}l${-20 + rnd() * 12} -66" stroke="${t.deep}" stroke-width="12" stroke-linecap="round"/>`,
        circle(x - 14, y - 42, 20, color),
      )
    }
  }
  return out.join('')
}

function confetti(t: Tones, seed: number): string {
  const rnd = random(seed + 3)
  const colours = [t.accent, t.white, t.accentLight, t.light]
  const out: string[] = []
  for (let i = 0; i < 70; i += 1) {
    const x = rnd() * W
    const y = rnd() * 520
    const colour = colours[Math.floor(rnd() * colours.length)] ?? t.accent
    out.push(
      rect(
        x,
        y,
        10 + rnd() * 10,
        5 + rnd() * 5,
        colour,
        `transform="rotate(${rnd() * 180} ${x.toFixed(0)} ${y.toFixed(0)})"`,
      ),
    )
  }
  return out.join('')
}

// Beams from the rafters onto the floor.
function spotlights(t: Tones): string {
  const beam = (top: number, bottom: number) =>
    `<path d="M${top - 30} 0h60L${bottom + 160} ${H}h-320Z" fill="${mix(t.accentLight, '#ffffff', 0.5)}" opacity="0.16"/>`
  return beam(380, 620) + beam(1220, 980) + beam(800, 800)
}
