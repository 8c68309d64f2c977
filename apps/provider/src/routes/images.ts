import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../app-env'
import type { Db } from '../db/client'
import { images, tenants } from '../db/schema'
import { ApiError } from '../errors'
import { createTransformCache } from '../images/transform-cache'
import { transformImage, type ImageKind } from '../images/transform-image'

// Served outside /api with no tenant header (an <img> cannot send one): the tenant is the first
// path segment. Only the provider's own images can be transformed, never arbitrary URLs.
const IMAGE_URL =
  /^\/images\/([a-z0-9-]+)\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/
const MAX_DIMENSION = 3000
const RESULT_CACHE = 'public, max-age=31536000, immutable'
// Seeded images keep their path but may be re-generated, so they are cached for a day only.
const SOURCE_CACHE = 'public, max-age=86400'
// One budget for the whole process: a resized picture is the same for every request asking for it.
const transforms = createTransformCache(64 * 1024 * 1024)

const Dimension = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_DIMENSION))

const TransformQuerySchema = z.object({
  url: z.string().regex(IMAGE_URL),
  width: Dimension.optional(),
  height: Dimension.optional(),
  gravity: z
    .enum([
      'center',
      'centre',
      'north',
      'northeast',
      'east',
      'southeast',
      'south',
      'southwest',
      'west',
      'northwest',
      'entropy',
      'attention',
      // Common in image CDNs; sharp's saliency crop is the closest match.
      'faces',
    ])
    .default('center')
    .transform((gravity) => (gravity === 'faces' ? 'attention' : gravity)),
  type: z.enum(['jpeg', 'png', 'webp']).default('webp'),
  colorspace: z.literal('bw').optional(),
  quality: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .optional(),
})

function findImage(db: Db, tenantSlug: string, path: string) {
  return db
    .select({ contentType: images.contentType, body: images.body })
    .from(images)
    .innerJoin(tenants, eq(tenants.id, images.tenantId))
    .where(and(eq(tenants.slug, tenantSlug), eq(images.path, path)))
    .get()
}

function lowerCaseQuery(c: Context): Record<string, string> {
  const query: Record<string, string> = {}
  for (const [key, value] of new URL(c.req.url).searchParams) query[key.toLowerCase()] = value
  return query
}

async function handleTransform(c: Context<AppEnv>, kind: ImageKind): Promise<Response> {
  const parsed = TransformQuerySchema.safeParse(lowerCaseQuery(c))
  if (!parsed.success) throw new ApiError(400, 'Invalid image parameters')
  const query = parsed.data
  if (kind === 'crop' && (query.width === undefined || query.height === undefined)) {
    throw new ApiError(400, 'crop needs both width and height')
  }
  const [, tenantSlug = '', path = ''] = IMAGE_URL.exec(query.url) ?? []
  // The source is read only when the result is not in memory yet.
  const transform = async () => {
    const source = findImage(c.var.db, tenantSlug, path)
    if (!source) throw new ApiError(404, 'Image not found')
    return transformImage(source.body, {
      kind,
      width: query.width,
      height: query.height,
      gravity: query.gravity,
      type: query.type,
      greyscale: query.colorspace === 'bw',
      quality: query.quality,
    }).catch((error: unknown) => {
      c.var.logger.warn({ err: error, url: query.url }, 'image transform failed')
      throw new ApiError(400, 'Image could not be processed')
    })
  }
  const result = await transforms.get(JSON.stringify([kind, query]), transform)
  return c.body(new Uint8Array(result.body), 200, {
    'content-type': result.contentType,
    'cache-control': RESULT_CACHE,
  })
}

export const imageRoutes = new Hono<AppEnv>()
  .get('/images/resize', (c) => handleTransform(c, 'resize'))
  .get('/images/crop', (c) => handleTransform(c, 'crop'))
  .get('/images/convert', (c) => handleTransform(c, 'convert'))
  .get('/images/:tenant/:path{.+}', (c) => {
    const match = IMAGE_URL.exec(c.req.path)
    const source = match ? findImage(c.var.db, match[1] ?? '', match[2] ?? '') : undefined
    if (!source) throw new ApiError(404, 'Image not found')
    return c.body(new Uint8Array(source.body), 200, {
      'content-type': source.contentType,
      'cache-control': SOURCE_CACHE,
      // Generated SVGs are inert, but an SVG opened directly must never run script.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      'x-content-type-options': 'nosniff',
    })
  })
