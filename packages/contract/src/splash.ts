import { z } from 'zod'
import { PictureSchema } from './picture'

// GET /Splash/{sportId}, /Splash?splashId=, /Hidden/Splash (own design after SPEC 3 SplashResource and
// SPEC 7 "field data is used"; 204 means no splash).
export const SplashSchema = z.object({
  id: z.number(),
  title: z.string(),
  html: z.string().nullish(),
  startDate: z.string(),
  endDate: z.string().nullish(),
  video: z.object({ youTube: z.string().nullable() }).nullish(),
  picture: PictureSchema.nullish(),
  link: z.string().nullish(),
  // Client defaults: black background, white foreground (SPEC 3).
  backgroundColor: z.string().nullish(),
  foregroundColor: z.string().nullish(),
})

export const SplashResponseSchema = z.object({ data: SplashSchema })

// GET /Splash/click/{splashId}
export const SplashClickResponseSchema = z.object({ ok: z.literal(true) })

export type SplashResource = z.infer<typeof SplashSchema>
export type SplashResponse = z.infer<typeof SplashResponseSchema>
export type SplashClickResponse = z.infer<typeof SplashClickResponseSchema>
