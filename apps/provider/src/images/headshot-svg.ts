import { mix } from './venue-kit'
import { escapeXml, FONT, svg, type Palette } from './svg'

// Stylised 400 x 500 headshots for rosters and staff: a bust on the team's colours, drawn from a
// handful of features so a roster looks like one photo day with many different people. Flat
// shapes only; the face sits in the middle so square crops (64-640 px) keep it. The only text is
// a player's jersey number on the chest.

export const SKIN_TONES = [
  '#f7dcc9',
  '#eec3a3',
  '#e0ac84',
  '#c98e63',
  '#ad7048',
  '#8c5636',
  '#6e4027',
  '#4f2e1c',
] as const

export const HAIR_COLOURS = [
  '#16120f',
  '#2f2117',
  '#4b3020',
  '#6d4528',
  '#9b6a3c',
  '#c8a064',
  '#e2c68c',
  '#8e3d1f',
  '#8a8a8a',
] as const

export const HAIR_STYLES = ['short', 'buzz', 'curly', 'long', 'bun', 'sidePart', 'bald'] as const

export type HairStyle = (typeof HAIR_STYLES)[number]

export type Face = {
  skin: number
  hair: number
  hairStyle: HairStyle
  beard: boolean
  glasses: boolean
}

export type Outfit = { kind: 'jersey'; number: string | null } | { kind: 'suit' } | { kind: 'polo' }

const HEAD = { cx: 200, cy: 200, rx: 66, ry: 82 }

function hairBack(style: HairStyle, colour: string): string {
  if (style !== 'long') return ''
  return `<path d="M122 214C108 112 292 112 278 214L292 352C252 372 148 372 108 352Z" fill="${colour}"/>`
}

function hairFront(style: HairStyle, colour: string): string {
  switch (style) {
    case 'short':
      return `<path d="M134 196C126 120 172 104 204 106C246 108 276 130 266 196C262 168 248 150 232 144C208 156 170 158 150 150C140 162 136 178 134 196Z" fill="${colour}"/>`
    case 'buzz':
      return `<path d="M136 184C134 124 176 112 202 112C236 112 268 126 264 184C256 150 236 136 200 136C164 136 144 150 136 184Z" fill="${colour}" opacity="0.7"/>`
    case 'sidePart':
      return `<path d="M134 200C122 118 180 100 214 106C252 112 278 138 266 200C262 170 252 152 240 146C214 150 176 140 160 130C146 144 138 170 134 200Z" fill="${colour}"/>`
    case 'curly': {
      const curls = Array.from({ length: 9 }, (_, i) => {
        const angle = Math.PI * (1.08 + (i * 0.84) / 8)
        const x = Math.round(200 + 70 * Math.cos(angle))
        const y = Math.round(186 + 72 * Math.sin(angle))
        return `<circle cx="${x}" cy="${y}" r="24"/>`
      }).join('')
      return `<g fill="${colour}">${curls}<circle cx="200" cy="126" r="30"/></g>`
    }
    case 'long':
      return `<path d="M130 216C122 118 190 98 228 110C264 120 278 162 270 216C258 170 236 150 200 148C176 150 150 172 140 216Z" fill="${colour}"/>`
    case 'bun':
      return (
        `<circle cx="200" cy="104" r="26" fill="${colour}"/>` +
        `<path d="M134 192C130 126 172 112 200 112C230 112 270 126 266 192C258 160 236 144 200 142C166 144 142 160 134 192Z" fill="${colour}"/>`
      )
    case 'bald':
      return ''
  }
}

function outfit(dress: Outfit, palette: Palette, skinShade: string): string {
  const torso = 'M24 500C28 412 78 370 156 354Q200 366 244 354C322 370 372 412 376 500Z'
  if (dress.kind === 'suit') {
    const jacket = mix(palette.primary, '#000000', 0.55)
    return (
      `<path d="${torso}" fill="${jacket}"/>` +
      `<path d="M160 354L200 440L240 354Z" fill="#f4f4f4"/>` +
      `<path d="M192 372L208 372L214 436L200 452L186 436Z" fill="${palette.secondary}"/>` +
      `<path d="M156 354L200 446L172 470L140 372Z" fill="${mix(jacket, '#ffffff', 0.12)}"/>` +
      `<path d="M244 354L200 446L228 470L260 372Z" fill="${mix(jacket, '#ffffff', 0.12)}"/>`
    )
  }
  if (dress.kind === 'polo') {
    const shirt = mix(palette.primary, '#000000', 0.2)
    return (
      `<path d="${torso}" fill="${shirt}"/>` +
      `<path d="M150 352L200 380L250 352L262 372L200 400L138 372Z" fill="${palette.secondary}"/>` +
      `<path d="M186 380L214 380L212 428L188 428Z" fill="${mix(shirt, '#000000', 0.2)}"/>`
    )
  }
  const number = dress.number
    ? `<text x="200" y="456" text-anchor="middle" ${FONT} font-size="48" font-weight="800" ` +
      `fill="${palette.primary}">${escapeXml(dress.number)}</text>`
    : ''
  return (
    `<path d="${torso}" fill="#ffffff"/>` +
    `<path d="M166 356L200 394L234 356Z" fill="${skinShade}"/>` +
    `<path d="M158 352L200 402L242 352" fill="none" stroke="${palette.secondary}" ` +
    `stroke-width="12" stroke-linejoin="round"/>` +
    `<path d="M24 500C28 440 50 404 86 386L104 500Z" fill="${palette.secondary}"/>` +
    `<path d="M376 500C372 440 350 404 314 386L296 500Z" fill="${palette.secondary}"/>` +
    number
  )
}

export function headshotPortraitSvg(
  face: Face,
  dress: Outfit,
  palette: Palette,
  label: string,
): string {
  const skin = SKIN_TONES[face.skin % SKIN_TONES.length] ?? SKIN_TONES[0]
  const hair = HAIR_COLOURS[face.hair % HAIR_COLOURS.length] ?? HAIR_COLOURS[0]
  const shade = mix(skin, '#000000', 0.16)
  const halo = mix(palette.primary, '#ffffff', 0.14)
  const { cx, cy, rx, ry } = HEAD
  const beard = face.beard
    ? `<path d="M136 222C140 292 172 300 200 300C228 300 260 292 264 222C256 262 236 278 200 280C164 278 144 262 136 222Z" fill="${hair}" opacity="0.9"/>`
    : ''
  const glasses = face.glasses
    ? `<g fill="none" stroke="#1d1d1f" stroke-width="4"><circle cx="176" cy="206" r="17"/>` +
      `<circle cx="224" cy="206" r="17"/><path d="M193 204Q200 198 207 204"/></g>`
    : ''
  const body =
    `<rect width="400" height="500" fill="${palette.primary}"/>` +
    `<circle cx="200" cy="214" r="178" fill="${halo}"/>` +
    `<path d="M0 318L400 236V270L0 352Z" fill="${palette.secondary}" opacity="0.85"/>` +
    hairBack(face.hairStyle, hair) +
    `<path d="M170 262L230 262L236 356Q200 372 164 356Z" fill="${shade}"/>` +
    outfit(dress, palette, shade) +
    `<ellipse cx="${cx - rx}" cy="208" rx="11" ry="19" fill="${shade}"/>` +
    `<ellipse cx="${cx + rx}" cy="208" rx="11" ry="19" fill="${shade}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${skin}"/>` +
    beard +
    `<g fill="#2a1d16"><ellipse cx="176" cy="206" rx="7" ry="8"/><ellipse cx="224" cy="206" rx="7" ry="8"/></g>` +
    `<g fill="#ffffff"><circle cx="178" cy="203" r="2"/><circle cx="226" cy="203" r="2"/></g>` +
    `<g fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round">` +
    `<path d="M162 186Q176 178 190 184"/><path d="M210 184Q224 178 238 186"/></g>` +
    `<path d="M200 212Q193 234 199 240Q205 243 210 238" fill="none" stroke="${shade}" stroke-width="3.5" stroke-linecap="round"/>` +
    `<path d="M182 257Q200 270 218 257" fill="none" stroke="#7b3a2c" stroke-width="4.5" stroke-linecap="round"/>` +
    glasses +
    hairFront(face.hairStyle, hair)
  return svg(400, 500, body, label)
}
