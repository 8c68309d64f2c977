import sharp from 'sharp'

export type ImageKind = 'resize' | 'crop' | 'convert'
export type OutputType = 'jpeg' | 'png' | 'webp'

export type TransformOptions = {
  kind: ImageKind
  width?: number | undefined
  height?: number | undefined
  gravity: string
  type: OutputType
  greyscale: boolean
  quality?: number | undefined
}

const CONTENT_TYPES: Record<OutputType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

// Vector input is rasterised at a density high enough for the requested size, so an SVG logo
// scaled up stays sharp instead of being enlarged from its 72 dpi rendering.
async function densityFor(input: Buffer, options: TransformOptions): Promise<number | undefined> {
  const meta = await sharp(input).metadata()
  if (meta.format !== 'svg' || !meta.width || !meta.height) return undefined
  const scale = Math.max((options.width ?? 0) / meta.width, (options.height ?? 0) / meta.height, 1)
  return Math.min(Math.ceil(72 * scale), 2400)
}

// resize keeps the whole picture inside the box; crop fills the box exactly, cutting around
// `gravity`; convert only changes format/colour unless a size is also given.
export async function transformImage(
  input: Buffer,
  options: TransformOptions,
): Promise<{ body: Buffer; contentType: string }> {
  const density = await densityFor(input, options)
  let pipeline = sharp(input, { density, limitInputPixels: 50_000_000 })
  if (options.width !== undefined || options.height !== undefined) {
    pipeline = pipeline.resize({
      width: options.width,
      height: options.height,
      fit: options.kind === 'crop' ? 'cover' : 'inside',
      position: options.gravity,
    })
  }
  if (options.greyscale) pipeline = pipeline.greyscale()
  const quality = options.quality
  pipeline =
    options.type === 'jpeg'
      ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true })
      : options.type === 'png'
        ? pipeline.png()
        : pipeline.webp({ quality })
  return { body: await pipeline.toBuffer(), contentType: CONTENT_TYPES[options.type] }
}
