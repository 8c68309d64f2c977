import sharp from 'sharp'

import type { AppIconFile } from '~/paths/app-manifest'

import { ICON_SPECS, IS_OPAQUE, LOGO_SHARE, initialsIconSvg, type IconSpec } from './icon-art'
import type { AppIdentity } from './web-manifest'

// The manifest's and the head's icons (issue 34), made with sharp from the tenant's logo at the
// sizes the platforms ask for, or drawn from the site's initials when there is no logo to use.
// Making one takes sharp tens of milliseconds, so each is made once per size and logo (and
// colours) and kept in memory, a bounded number of them; concurrent requests share one making.

/** A made icon: a PNG, and whether it may be kept long (not a stand-in for a logo gone briefly). */
export type MadeIcon = { png: Buffer; from: 'logo' | 'initials'; lasting: boolean }

export type AppIconMakerOptions = {
  /** The provider's origin: a site-relative logo is read from there, as the image proxy does. */
  providerUrl: string
  /** Icons kept at most (4 files a logo: 32 is eight logos or colour sets). */
  maxEntries?: number
  now?: () => number
}

// A logo read is kept a day, like the provider's own source images; a failure five minutes, so
// a logo that comes back is used soon. A logo larger than this is not read.
const LOGO_KEPT_MS = 24 * 60 * 60 * 1000
const FAILURE_KEPT_MS = 5 * 60 * 1000
const MAX_LOGO_BYTES = 5 * 1024 * 1024
const LOGO_TIMEOUT_MS = 5000
// As the provider's image service: a huge picture is refused rather than decoded.
const MAX_INPUT_PIXELS = 50_000_000
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }

type Entry = { made: Promise<MadeIcon>; until: number }

export function createAppIconMaker(options: AppIconMakerOptions) {
  const maxEntries = options.maxEntries ?? 32
  const now = options.now ?? Date.now
  const kept = new Map<string, Entry>()

  async function make(spec: IconSpec, identity: AppIdentity): Promise<MadeIcon> {
    const logo = identity.logo ? await readLogo(identity.logo, options.providerUrl) : null
    if (logo?.bytes) {
      try {
        return { png: await logoIcon(logo.bytes, spec, identity), from: 'logo', lasting: true }
      } catch {
        // Not a picture sharp can read (or an SVG it cannot draw): the initials, as without one.
      }
    }
    const png = await sharp(Buffer.from(initialsIconSvg(spec, identity)))
      .png()
      .toBuffer()
    return { png, from: 'initials', lasting: logo?.lasting ?? true }
  }

  return {
    /** The icon for `file` of this identity: made now, or the one made before. */
    get(file: AppIconFile, identity: AppIdentity): Promise<MadeIcon> {
      const key = JSON.stringify([file, identity.logo, identity.colors, identity.initials])
      const entry = kept.get(key)
      if (entry && entry.until > now()) {
        // Most recently used last: the first entry is the one to drop.
        kept.delete(key)
        kept.set(key, entry)
        return entry.made
      }
      const made = make(ICON_SPECS[file], identity)
      const fresh: Entry = { made, until: Number.POSITIVE_INFINITY }
      kept.delete(key)
      kept.set(key, fresh)
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value as string)
      void made.then(
        (icon) => {
          fresh.until = now() + (icon.from === 'logo' ? LOGO_KEPT_MS : FAILURE_KEPT_MS)
        },
        () => {
          // sharp failed on our own drawing: nothing kept, the next request tries again.
          if (kept.get(key) === fresh) kept.delete(key)
        },
      )
      return made
    },
    /** How many icons are kept (tests). */
    get size() {
      return kept.size
    },
  }
}

/** The logo's bytes, or why there are none: `lasting` false when it may answer next time. */
async function readLogo(
  logo: string,
  providerUrl: string,
): Promise<{ bytes: Buffer | null; lasting: boolean }> {
  let url: URL
  try {
    url = new URL(logo, providerUrl)
  } catch {
    return { bytes: null, lasting: true }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { bytes: null, lasting: true }
  try {
    const response = await fetch(url, {
      headers: { accept: 'image/*' },
      signal: AbortSignal.timeout(LOGO_TIMEOUT_MS),
    })
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (!response.ok || declared > MAX_LOGO_BYTES) {
      await response.body?.cancel()
      // A missing or refused logo stays so; a busy or failing provider may not.
      return { bytes: null, lasting: response.ok || response.status < 500 }
    }
    const bytes = Buffer.from(await response.arrayBuffer())
    return { bytes: bytes.length > MAX_LOGO_BYTES ? null : bytes, lasting: true }
  } catch {
    // Refused, reset or timed out: the provider may be back in a moment.
    return { bytes: null, lasting: false }
  }
}

/** The logo inside its box, centred on the icon's canvas (opaque or transparent). */
async function logoIcon(source: Buffer, spec: IconSpec, identity: AppIdentity): Promise<Buffer> {
  const box = Math.round(spec.size * LOGO_SHARE[spec.layout])
  const meta = await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()
  // A vector logo is drawn at the density its box needs, not enlarged from 72 dpi.
  const density =
    meta.format === 'svg' && meta.width && meta.height
      ? Math.min(2400, Math.ceil((72 * box) / Math.min(meta.width, meta.height)))
      : undefined
  const logo = await sharp(source, { density, limitInputPixels: MAX_INPUT_PIXELS })
    .resize(box, box, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer()
  const opaque = IS_OPAQUE[spec.layout]
  const background = opaque ? identity.colors.background : TRANSPARENT
  const icon = sharp({ create: { width: spec.size, height: spec.size, channels: 4, background } })
  const composed = await icon
    .composite([{ input: logo, gravity: 'center' }])
    .png()
    .toBuffer()
  // An opaque icon carries no alpha channel at all: nothing for a platform to fill in black.
  return opaque ? sharp(composed).removeAlpha().png().toBuffer() : composed
}
