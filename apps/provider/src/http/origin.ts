import type { Context } from 'hono'

// This provider's own origin, for the absolute twins of image paths (README 4.6 `absoluteUrl`).
export const getOrigin = (c: Context): string => new URL(c.req.url).origin
