import { svg, type Palette } from './svg'
import {
  batsView,
  courtNetView,
  flagView,
  goalpostView,
  goalView,
  hurdlesView,
} from './venue-closeups'
import {
  blocksView,
  hoopView,
  oarsView,
  rinkGoalView,
  weightRoomView,
} from './venue-closeups-indoor'
import { planView, seatsView } from './venue-details'
import { ballparkHero } from './venue-ballpark'
import { arenaHero, poolHero } from './venue-indoor'
import { hashSeed, tones, type Art } from './venue-kit'
import { boathouseHero, buildingHero, golfHero } from './venue-landscapes'
import { pitchHero, stadiumHero, tennisHero, trackHero } from './venue-outdoor'

// Stylised 1600 x 900 venue illustrations in the school's colours, for the facilities seed.
// Each kind has a hero view (variant 0) and close-ups, so a facility's pictures differ; the alt
// text of each view says what it shows.

export const VENUE_KINDS = [
  'stadium',
  'arena',
  'ballpark',
  'pitch',
  'rink',
  'pool',
  'tennis',
  'golf',
  'boathouse',
  'track',
  'building',
  'fieldhouse',
] as const

export type VenueKind = (typeof VENUE_KINDS)[number]

export type VenueArtOptions = {
  name: string
  palette: Palette
  monogram: string
  schoolName: string
}

type View = { draw: (art: Art) => string; alt: (name: string, options: VenueArtOptions) => string }

const seats: View = {
  draw: seatsView,
  alt: (name, o) =>
    `Seats in the stands of ${name}, ${o.monogram} picked out in the school colours`,
}

const VIEWS: Record<VenueKind, View[]> = {
  stadium: [
    { draw: (a) => stadiumHero(a, 'night'), alt: (n) => `${n} under the lights on a game night` },
    {
      draw: (a) => planView(a, 'football', [65, 31.65], 13, -8),
      alt: (n) => `The field at ${n} from above, the logo at midfield`,
    },
    { draw: goalpostView, alt: (n) => `A goalpost at the back of the end zone at ${n}` },
    seats,
  ],
  arena: [
    {
      draw: (a) => arenaHero(a, 'court'),
      alt: (n) => `The bowl of ${n} on game day, the video board over centre court`,
    },
    {
      draw: (a) => planView(a, 'court', [55, 33], 14, 6),
      alt: (n) => `Centre court at ${n} from above`,
    },
    { draw: hoopView, alt: (n) => `The backboard and rim at ${n}` },
    seats,
  ],
  rink: [
    { draw: (a) => arenaHero(a, 'rink'), alt: (n) => `The ice sheet and stands of ${n}` },
    {
      draw: (a) => planView(a, 'rink', [108, 50.5], 7, -5),
      alt: (n) => `Centre ice at ${n} from above`,
    },
    { draw: rinkGoalView, alt: (n) => `A goal at ${n}, seen from the slot` },
    seats,
  ],
  ballpark: [
    {
      draw: (a) => ballparkHero(a, 'dusk'),
      alt: (n) => `${n} at dusk, seen from behind home plate`,
    },
    {
      draw: (a) => planView(a, 'diamond', [320, 350], 5, 0),
      alt: (n) => `The infield at ${n} from above`,
    },
    { draw: batsView, alt: () => 'Crossed bats and a baseball in the school colours' },
    { draw: (a) => ballparkHero(a, 'night'), alt: (n) => `${n} under the lights` },
  ],
  pitch: [
    { draw: (a) => pitchHero(a, 'day'), alt: (n) => `The pitch and main stand of ${n}` },
    {
      draw: (a) => planView(a, 'pitch', [63.5, 43.5], 11, 4),
      alt: (n) => `The centre circle at ${n} from above`,
    },
    { draw: goalView, alt: (n) => `A goal at ${n}, seen from the penalty spot` },
    { draw: (a) => pitchHero(a, 'night'), alt: (n) => `${n} on a match night` },
  ],
  pool: [
    { draw: poolHero, alt: (n) => `The competition pool and spectator seating at ${n}` },
    {
      draw: (a) => planView(a, 'pool', [29, 16.5], 30, -10),
      alt: (n) => `Lanes and lane ropes of the pool at ${n} from above`,
    },
    { draw: blocksView, alt: (n) => `Starting blocks at the end of the pool at ${n}` },
    seats,
  ],
  tennis: [
    { draw: (a) => tennisHero(a, 'day'), alt: (n) => `The four courts of ${n}` },
    {
      draw: (a) => planView(a, 'tennis', [90, 60], 6, -6),
      alt: (n) => `Courts at ${n} from above`,
    },
    { draw: courtNetView, alt: (n) => `A ball at the net on a court at ${n}` },
    { draw: (a) => tennisHero(a, 'night'), alt: (n) => `${n} under the lights` },
  ],
  golf: [
    { draw: (a) => golfHero(a, 'day'), alt: (n) => `The closing hole of ${n}, seen from the tee` },
    { draw: flagView, alt: (n) => `The flag on a green at ${n}` },
    { draw: (a) => golfHero(a, 'dusk'), alt: (n) => `${n} at dusk` },
  ],
  boathouse: [
    {
      draw: (a) => boathouseHero(a, 'dusk'),
      alt: (n) => `${n} on the river at dawn, an eight on the water`,
    },
    {
      draw: oarsView,
      alt: () => 'An eight from above, the oar blades in the school colours',
    },
    { draw: (a) => boathouseHero(a, 'day'), alt: (n) => `${n} from the river` },
  ],
  track: [
    { draw: (a) => trackHero(a, 'day'), alt: (n) => `The oval and grandstand of ${n}` },
    {
      draw: (a) => planView(a, 'track', [128, 72], 7, -8),
      alt: (n) => `Lane numbers at the finish line of ${n}`,
    },
    { draw: hurdlesView, alt: (n) => `Hurdles set in every lane at ${n}` },
    { draw: (a) => trackHero(a, 'night'), alt: (n) => `${n} under the lights` },
  ],
  building: [
    { draw: (a) => buildingHero(a, false, 'day'), alt: (n) => `The entrance of ${n}` },
    { draw: weightRoomView, alt: (n) => `Lifting platforms in the weight room of ${n}` },
    { draw: (a) => buildingHero(a, false, 'dusk'), alt: (n) => `${n} at dusk` },
  ],
  fieldhouse: [
    { draw: (a) => buildingHero(a, true, 'day'), alt: (n) => `The vaulted hall of ${n}` },
    {
      draw: (a) => planView(a, 'court', [55, 33], 9, -3),
      alt: (n) => `The main court inside ${n} from above`,
    },
    { draw: weightRoomView, alt: (n) => `The strength and conditioning floor of ${n}` },
  ],
}

export function getVenueViewCount(kind: VenueKind): number {
  return VIEWS[kind].length
}

export function getVenueAlt(kind: VenueKind, variant: number, options: VenueArtOptions): string {
  const views = VIEWS[kind]
  const view = views[variant % views.length]
  return view ? view.alt(options.name, options) : options.name
}

export function venueSvg(kind: VenueKind, variant: number, options: VenueArtOptions): string {
  const views = VIEWS[kind]
  const view = views[variant % views.length] ?? views[0]
  if (!view) throw new Error(`No views for venue kind ${kind}`)
  const art: Art = {
    t: tones(options.palette),
    name: options.name,
    marks: { monogram: options.monogram, name: options.schoolName },
    // Stable per picture, so a re-seed draws exactly the same stars, crowd and clouds.
    seed: hashSeed(`${options.name}#${variant}`),
  }
  return svg(1600, 900, view.draw(art), view.alt(options.name, options))
}
