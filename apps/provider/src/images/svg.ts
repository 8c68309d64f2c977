// Generated artwork for the seeded tenants: simple, deterministic SVGs in the school colours, so
// the demo looks like a real site without a single request to the internet.

export type Palette = { primary: string; secondary: string; onPrimary: string; onSecondary: string }

export const FONT = 'font-family="\'Helvetica Neue\', Arial, sans-serif"'

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">` +
    `<title>${escapeXml(label)}</title>${body}</svg>`
  )
}

export function logoSvg(monogram: string, palette: Palette, label: string): string {
  return svg(
    240,
    240,
    `<path d="M120 8 L224 48 V128 C224 184 178 220 120 234 C62 220 16 184 16 128 V48 Z" ` +
      `fill="${palette.primary}" stroke="${palette.secondary}" stroke-width="10"/>` +
      `<text x="120" y="150" text-anchor="middle" ${FONT} font-size="84" font-weight="800" ` +
      `fill="${palette.onPrimary}">${escapeXml(monogram)}</text>`,
    label,
  )
}

export function wordmarkSvg(name: string, palette: Palette): string {
  return svg(
    640,
    160,
    `<rect width="640" height="160" rx="12" fill="${palette.primary}"/>` +
      `<rect x="0" y="128" width="640" height="32" fill="${palette.secondary}"/>` +
      `<text x="320" y="92" text-anchor="middle" ${FONT} font-size="48" font-weight="700" ` +
      `fill="${palette.onPrimary}">${escapeXml(name)}</text>`,
    name,
  )
}

// A bold diagonal "action" composition; `variant` shifts the shapes so sports differ.
export function actionSvg(title: string, palette: Palette, variant: number): string {
  const offset = (variant * 97) % 600
  return svg(
    1600,
    900,
    `<rect width="1600" height="900" fill="${palette.primary}"/>` +
      `<polygon points="${300 + offset},0 ${900 + offset},0 ${500 + offset},900 ${-100 + offset},900" ` +
      `fill="${palette.secondary}" opacity="0.85"/>` +
      `<circle cx="${1250 - offset / 2}" cy="${300 + (variant % 4) * 60}" r="${160 + (variant % 5) * 20}" ` +
      `fill="${palette.onPrimary}" opacity="0.18"/>` +
      `<text x="80" y="820" ${FONT} font-size="110" font-weight="800" fill="${palette.onPrimary}">` +
      `${escapeXml(title.toUpperCase())}</text>`,
    title,
  )
}

export function sponsorSvg(name: string, hue: number): string {
  return svg(
    400,
    200,
    `<rect width="400" height="200" rx="16" fill="hsl(${hue} 45% 96%)" stroke="hsl(${hue} 45% 40%)" stroke-width="4"/>` +
      `<circle cx="70" cy="100" r="40" fill="hsl(${hue} 60% 45%)"/>` +
      `<text x="130" y="112" ${FONT} font-size="30" font-weight="700" fill="hsl(${hue} 50% 25%)">` +
      `${escapeXml(name)}</text>`,
    name,
  )
}

// The headline stays inside the secondary panel (the left 55%): a long one goes on two lines,
// and the size is the largest at which the longest line fits (bold glyphs average ~0.6 em).
export function bannerSvg(
  width: number,
  height: number,
  headline: string,
  palette: Palette,
): string {
  const lines = headline.length > 14 ? splitInTwo(headline) : [headline]
  const longest = Math.max(...lines.map((line) => line.length))
  const size = Math.round(Math.min(height / 5, (width * 0.46) / (longest * 0.6)))
  const top = height / 2 - ((lines.length - 1) * size * 1.1) / 2 + size * 0.35
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${width * 0.05}" y="${Math.round(top + index * size * 1.1)}">${escapeXml(line)}</tspan>`,
    )
    .join('')
  return svg(
    width,
    height,
    `<rect width="${width}" height="${height}" fill="${palette.secondary}"/>` +
      `<rect x="${width * 0.55}" width="${width * 0.45}" height="${height}" fill="${palette.primary}"/>` +
      `<text ${FONT} font-size="${size}" font-weight="800" fill="${palette.onSecondary}">${tspans}</text>`,
    headline,
  )
}

/** Two lines of words, split where the longer line is shortest. */
function splitInTwo(text: string): string[] {
  const words = text.split(' ')
  let best = [text]
  let bestLongest = Infinity
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')]
    const longest = Math.max(...lines.map((line) => line.length))
    if (longest < bestLongest) {
      best = lines
      bestLongest = longest
    }
  }
  return best
}

export function headshotSvg(palette: Palette): string {
  return svg(
    400,
    500,
    `<rect width="400" height="500" fill="#d9dde3"/>` +
      `<circle cx="200" cy="190" r="95" fill="#9aa3ae"/>` +
      `<path d="M40 500 C40 360 120 310 200 310 C280 310 360 360 360 500 Z" fill="#9aa3ae"/>` +
      `<rect y="488" width="400" height="12" fill="${palette.primary}"/>`,
    'Placeholder headshot',
  )
}

export function pixelSvg(): string {
  return svg(1, 1, '<rect width="1" height="1" fill="#ffffff" fill-opacity="0"/>', 'Tracking pixel')
}
