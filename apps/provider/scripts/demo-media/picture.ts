import sharp from 'sharp'
import { escapeXml, FONT, svg, type Palette } from '../../src/images/svg'
import { fitFontSize } from '../../src/images/venue-kit'
import { venueSvg } from '../../src/images/venue-svg'
import type { Motion, Scene, VideoScript } from './video-scripts'

// The pictures of the demo videos: the seed's own venue illustrations (src/images/venue-svg.ts)
// rendered large, moved slowly by ffmpeg's zoompan (one move per scene, a dip to black between
// scenes) and a title strap (top left, clear of the captions) in the same flat style. Both tenants show the same files, so
// the palette is a neutral navy and gold of neither school.

export const FPS = 12

const PALETTE: Palette = {
  primary: '#1d3557',
  secondary: '#c9a227',
  onPrimary: '#ffffff',
  onSecondary: '#1b1b1b',
}

export async function scenePng(scene: Scene, video: VideoScript): Promise<Buffer> {
  const art = venueSvg(scene.venue, scene.view, {
    name: video.venueName,
    palette: PALETTE,
    monogram: 'GO',
    schoolName: 'Home Team',
  })
  // Twice the output size, so zoompan's whole-pixel steps stay smaller than a pixel on screen.
  return sharp(Buffer.from(art)).resize(1280, 720).png().toBuffer()
}

// zoompan emits one frame per input frame here (d=1); `on` counts them, so the move runs from
// the scene's first frame to its last. Zoom 1.12 leaves room to pan.
export function sceneFilter(
  motion: Motion,
  seconds: number,
  width: number,
  height: number,
): string {
  const n = Math.max(1, Math.round(seconds * FPS) - 1)
  const centre = { x: 'iw/2-(iw/zoom/2)', y: 'ih/2-(ih/zoom/2)' }
  const moves: Record<Motion, { z: string; x: string; y: string }> = {
    'zoom-in': { z: `1+0.12*on/${n}`, ...centre },
    'zoom-out': { z: `1.12-0.12*on/${n}`, ...centre },
    'pan-right': { z: '1.12', x: `(iw-iw/zoom)*on/${n}`, y: centre.y },
    'pan-left': { z: '1.12', x: `(iw-iw/zoom)*(1-on/${n})`, y: centre.y },
  }
  const { z, x, y } = moves[motion]
  const fadeOut = Math.max(0, seconds - 0.3).toFixed(3)
  return (
    `zoompan=z='${z}':x='${x}':y='${y}':d=1:s=${width}x${height}:fps=${FPS},` +
    `fade=t=in:st=0:d=0.3,fade=t=out:st=${fadeOut}:d=0.3,setsar=1`
  )
}

function strapSvg(strap: string, width: number, height: number): string {
  const [sport = strap, what = ''] = strap.split(' · ')
  const size = fitFontSize(what, width * 0.6, 22)
  // Bold capitals with letter spacing run about 11.5 px each at 14 px.
  const barWidth = Math.round(Math.max(sport.length * 11.5 + 48, what.length * size * 0.58 + 48))
  // Top left, not the usual bottom: the player draws captions at the bottom, over it.
  const top = 20
  return svg(
    width,
    height,
    `<rect x="0" y="${top}" width="${barWidth}" height="26" fill="${PALETTE.secondary}"/>` +
      `<text x="24" y="${top + 18}" ${FONT} font-size="14" font-weight="700" letter-spacing="1.5" ` +
      `fill="${PALETTE.onSecondary}">${escapeXml(sport.toUpperCase())}</text>` +
      `<rect x="0" y="${top + 26}" width="${barWidth}" height="40" fill="${PALETTE.primary}" opacity="0.92"/>` +
      `<text x="24" y="${top + 54}" ${FONT} font-size="${size}" font-weight="700" ` +
      `fill="${PALETTE.onPrimary}">${escapeXml(what)}</text>`,
    strap,
  )
}

export function strapPng(strap: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(strapSvg(strap, width, height)))
    .png()
    .toBuffer()
}

// The poster: the first scene as it opens, with its title.
export async function posterJpeg(
  video: VideoScript,
  width: number,
  height: number,
): Promise<Buffer> {
  const first = video.scenes[0]
  if (!first) throw new Error(`${video.slug} has no scenes`)
  const picture = await sharp(await scenePng(first, video))
    .resize(width, height)
    .toBuffer()
  return sharp(picture)
    .composite([{ input: await strapPng(video.strap, width, height) }])
    .jpeg({ quality: 70 })
    .toBuffer()
}
