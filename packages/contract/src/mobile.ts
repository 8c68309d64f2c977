import { z } from 'zod'

// GET /Mobile/settings (schemas/v2/mobile).
export const MobileSettingsSchema = z.object({
  mobileAppleAppId: z.string().nullish(),
})

export type MobileSettingsResource = z.infer<typeof MobileSettingsSchema>
