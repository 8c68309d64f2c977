import { z } from 'zod'

// GET /Alert/active (own design after SPEC 3 AlertResource). The provider returns every enabled alert;
// the client applies showOnWeb, the end date, the order and the maximum count (SPEC 5).
export const AlertSchema = z.object({
  id: z.number(),
  title: z.string(),
  enabled: z.boolean(),
  showOnWeb: z.boolean(),
  endDate: z.string().nullish(),
  message: z.string().nullish(),
  link: z.string().nullish(),
  linkText: z.string().nullish(),
})

export const AlertsResponseSchema = z.array(AlertSchema)

export type AlertResource = z.infer<typeof AlertSchema>
export type AlertsResponse = z.infer<typeof AlertsResponseSchema>
