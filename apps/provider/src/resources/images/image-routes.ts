import { and, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../app-env'
import type { Db } from '../../db/client'
import { images, tenants } from '../../db/schema'
import { ApiError, errorBody } from '../../errors'
import { createTransformCache } from '../../images/transform-cache'
import { transformImage, type ImageKind } from '../../images/transform-image'
import {
  createTransformLimiter,
  TransformBusyError,
  type TransformLimiter,
} from '../../images/transform-limiter'
import { snapTransformSize } from '../../images/transform-sizes'

// Served outside /api with no tenant header (an <img> cannot send one): the tenant is the first
// path segment. Only the provider's own images can be transformed, never arbitrary URLs.
const IMAGE_URL =
  /^\/images\/([a-z0-9-]+)\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/
const RESULT_CACHE = 'public, max-age=31536000, immutable'
// Seeded images keep their path but may be re-generated, so they are cached for a day only.
const SOURCE_CACHE = 'public, max-age=86400'
// Seconds a refused transform is told to wait; about what the queue ahead of it takes to clear.
const BUSY_RETRY_AFTER = '5'

// A width or height is 1 to 4 digits, at least 1; it is snapped up to the ladder (above 2560 to
// 2560), so only ladder sizes are ever made. Anything else (letters, zero, 5+ digits) is a 400.
const Dimension = z
  .string()
  .regex(/^\d{1,4}$/)
  .transform(Number)
  .pipe(z.number().int().min(1))
  .transform(snapTransformSize)

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
  // Snapped up to a multiple of 10, like sizes to the ladder: ten qualities, not a hundred.
  quality: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(100))
    .transform((quality) => Math.ceil(quality / 10) * 10)
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

type TransformQuery = z.infer<typeof TransformQuerySchema>

// Only what changes the picture: gravity matters to a crop alone (resize and convert fit the
// whole picture inside the box) and png has no quality setting. Equal pictures share one key,
// one transform and one cache entry, and are named by one URL (Content-Location).
function canonicalTransform(kind: ImageKind, query: TransformQuery) {
  return {
    url: query.url,
    width: query.width,
    height: query.height,
    gravity: kind === 'crop' ? query.gravity : undefined,
    colorspace: query.colorspace,
    quality: query.type === 'png' ? undefined : query.quality,
    type: query.type,
  }
}

function canonicalUrl(kind: ImageKind, canonical: ReturnType<typeof canonicalTransform>) {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(canonical)) {
    if (value !== undefined) params.set(name, String(value))
  }
  return `/images/${kind}?${params.toString()}`
}

export type ImageRouteOptions = {
  /** Results kept in memory, by bytes (default 64 MiB). */
  cache?: ReturnType<typeof createTransformCache>
  /** How many transforms run at once and how long the rest may wait (default 2, 32, 5 s). */
  limiter?: TransformLimiter
  /** The sharp work itself; injectable so tests can hold transforms open. */
  transform?: typeof transformImage
}

// Transform sizes are snapped to the ladder (images/transform-sizes.ts) before anything else, so
// the result is the ladder size: width=300 answers a 320 wide picture, named in Content-Location.
// A crop snaps both sides independently, so its aspect ratio may drift a little from the one
// asked for (300 x 200 is cut at 320 x 256); pages show crops with object-fit: cover.
// Cache hits and requests sharing a transform in flight never wait for the limiter; a transform
// that cannot get a turn is a 503 with Retry-After that no cache keeps.
export function createImageRoutes({
  cache = createTransformCache(64 * 1024 * 1024),
  limiter = createTransformLimiter(),
  transform = transformImage,
}: ImageRouteOptions = {}) {
  async function handleTransform(c: Context<AppEnv>, kind: ImageKind): Promise<Response> {
    const parsed = TransformQuerySchema.safeParse(lowerCaseQuery(c))
    if (!parsed.success) throw new ApiError(400, 'Invalid image parameters')
    const query = parsed.data
    if (kind === 'crop' && (query.width === undefined || query.height === undefined)) {
      throw new ApiError(400, 'crop needs both width and height')
    }
    const canonical = canonicalTransform(kind, query)
    const [, tenantSlug = '', path = ''] = IMAGE_URL.exec(query.url) ?? []
    // The source is read only when the result is not in memory yet, and before waiting for a
    // turn, so an unknown image is a 404 straight away.
    const produce = async () => {
      const source = findImage(c.var.db, tenantSlug, path)
      if (!source) throw new ApiError(404, 'Image not found')
      return limiter.run(() =>
        transform(source.body, {
          kind,
          width: canonical.width,
          height: canonical.height,
          gravity: query.gravity,
          type: canonical.type,
          greyscale: canonical.colorspace === 'bw',
          quality: canonical.quality,
        }).catch((error: unknown) => {
          c.var.logger.warn({ err: error, url: query.url }, 'image transform failed')
          throw new ApiError(400, 'Image could not be processed')
        }),
      )
    }
    try {
      const result = await cache.get(JSON.stringify([kind, canonical]), produce)
      return c.body(new Uint8Array(result.body), 200, {
        'content-type': result.contentType,
        'cache-control': RESULT_CACHE,
        'content-location': canonicalUrl(kind, canonical),
      })
    } catch (error) {
      if (!(error instanceof TransformBusyError)) throw error
      // Under a flood every refusal would be a warning; the request log already shows the 503.
      c.var.logger.debug({ url: query.url, reason: error.message }, 'image transform refused')
      return c.json(errorBody(503, 'Image service busy, try again shortly', c.var.requestId), 503, {
        'retry-after': BUSY_RETRY_AFTER,
        'cache-control': 'no-store',
      })
    }
  }

  return new Hono<AppEnv>()
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
}

// One cache and one limiter for the whole process: a resized picture is the same for every
// request asking for it, and the CPU is shared by all of them.
export const imageRoutes = createImageRoutes()
