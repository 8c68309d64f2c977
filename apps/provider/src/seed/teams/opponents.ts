import type { opponents } from '../../db/schema'
import { logoSvg, type Palette } from '../../images/svg'
import type { SvgImage } from '../images'
import { imagePath, type TenantDefinition } from '../tenant-definition'

// The schools a tenant's teams play: conference rivals (the tenant's conference) and
// non-conference opponents from three other leagues, each with a generated shield logo. `zone`
// is the time-zone abbreviation of the opponent's campus: away games there print their time in
// it ("5:30 p.m. CT", README 5.1) when it is not the tenant's own.

export type OpponentPlan = {
  id: number
  name: string
  slug: string
  mascot: string
  city: string
  zone: 'ET' | 'CT' | 'MT'
  rival: boolean
}

type Entry = readonly [name: string, mascot: string, city: string, zone: OpponentPlan['zone']]

const RIVALS: readonly Entry[] = [
  ['Prairie State', 'Bison', 'Brookings, SD', 'CT'],
  ['Lakehead A&M', 'Anchors', 'Marquette, MI', 'ET'],
  ['Iron Range', 'Miners', 'Hibbing, MN', 'CT'],
  ['Wolf River', 'Wolves', 'Oshkosh, WI', 'CT'],
  ['Big Sioux', 'Herons', 'Sioux Falls, SD', 'CT'],
  ['Driftless', 'Foxes', 'La Crosse, WI', 'CT'],
  ['Kettle Moraine', 'Kestrels', 'Waukesha, WI', 'CT'],
  ['Red Cedar', 'Rams', 'East Lansing, MI', 'ET'],
]

const OTHERS: readonly (readonly [...Entry, conference: string])[] = [
  ['Harbor Bay', 'Mariners', 'Portland, ME', 'ET', 'North Atlantic League'],
  ['Westbrook', 'Wildcats', 'Columbus, OH', 'ET', 'Heartland Conference'],
  ['Eastfield', 'Eagles', 'Albany, NY', 'ET', 'North Atlantic League'],
  ['Granite State', 'Huskies', 'Concord, NH', 'ET', 'North Atlantic League'],
  ['Bluff City', 'Bluejays', 'Memphis, TN', 'CT', 'Heartland Conference'],
  ['Copper Ridge', 'Coyotes', 'Butte, MT', 'MT', 'Mountain West Athletic'],
  ['North Plains State', 'Pronghorns', 'Bismarck, ND', 'CT', 'Heartland Conference'],
  ['Pinecrest', 'Pioneers', 'Flagstaff, AZ', 'MT', 'Mountain West Athletic'],
  ['Mesa Verde', 'Mustangs', 'Durango, CO', 'MT', 'Mountain West Athletic'],
  ['St. Aldric', 'Saints', 'Dubuque, IA', 'CT', 'Heartland Conference'],
  ['Summit', 'Peaks', 'Boulder, CO', 'MT', 'Mountain West Athletic'],
  ['Cedar Falls State', 'Panthers', 'Cedar Falls, IA', 'CT', 'Heartland Conference'],
]

const OPPONENT_ID_BASE = 300

const HUES = [0, 28, 52, 140, 200, 222, 262, 300, 330, 12, 90, 180, 240, 280, 350, 160, 70, 310]

export function toOpponentSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function planOpponents(): OpponentPlan[] {
  const entries = [
    ...RIVALS.map((entry) => ({ entry, rival: true })),
    ...OTHERS.map((entry) => ({ entry, rival: false })),
  ]
  return entries.map(({ entry: [name, mascot, city, zone], rival }, index) => ({
    id: OPPONENT_ID_BASE + index,
    name,
    slug: toOpponentSlug(name),
    mascot,
    city,
    zone,
    rival,
  }))
}

function monogramOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
  return words.length === 1
    ? (words[0] ?? '').slice(0, 2).toUpperCase()
    : words
        .map((w) => w[0])
        .join('')
        .slice(0, 3)
}

export function buildOpponents(
  definition: TenantDefinition,
  plans: readonly OpponentPlan[],
): { rows: (typeof opponents.$inferInsert)[]; images: SvgImage[] } {
  const rows: (typeof opponents.$inferInsert)[] = []
  const images: SvgImage[] = []
  plans.forEach((plan, index) => {
    const path = `logos/opponents/${plan.slug}.svg`
    const hue = HUES[index % HUES.length] ?? 0
    const palette: Palette = {
      primary: `hsl(${hue} 62% 32%)`,
      secondary: `hsl(${(hue + 40) % 360} 70% 58%)`,
      onPrimary: '#ffffff',
      onSecondary: '#111111',
    }
    images.push({ path, svg: logoSvg(monogramOf(plan.name), palette, `${plan.name} logo`) })
    const other = OTHERS.find(([name]) => name === plan.name)
    rows.push({
      tenantId: definition.tenantId,
      id: plan.id,
      name: plan.name,
      slug: plan.slug,
      mascot: plan.mascot,
      location: plan.city,
      conference: plan.rival ? definition.conferenceName : (other?.[4] ?? ''),
      website: `https://${plan.slug.replace(/-/g, '')}athletics.example.edu`,
      // Site-relative, as the real provider gives opponent logos.
      image: imagePath(definition, path),
    })
  })
  return { rows, images }
}
