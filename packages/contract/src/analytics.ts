import { z } from 'zod'

// GET /Analytics/settings (schemas/v2/analytics).
export const AnalyticsSettingsSchema = z.object({
  analyticsMeasurementIds: z.array(z.string()),
  tagManagerCodes: z.array(z.string()),
})

export type AnalyticsSettingsResource = z.infer<typeof AnalyticsSettingsSchema>
