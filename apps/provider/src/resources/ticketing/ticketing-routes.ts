import {
  TicketingExperienceResponseSchema,
  TicketingInfoSchema,
  TicketingPageLocationSchema,
  TicketingResponseSchema,
} from '@fieldhouse/contract/ticketing'
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../../app-env'
import { getSetting, type FanSettingKey } from '../settings/settings-queries'

// GET /TicketingExperience (the ticket office's page per sport), /Ticketing (season-ticket
// deposits), /Ticketing/info and /Ticketing/settings/page-location (provider/README 3.1
// catalogue; schemas/v2/ticketing, ticketingExperience): documents seeded by
// seed/fan-settings.ts, each checked against its contract on the way out; 204 when absent.

function respond(c: Context<AppEnv>, key: FanSettingKey, schema: z.ZodType): Response {
  const value = getSetting(c.var.db, c.var.tenant.id, key, schema)
  return value === null ? c.body(null, 204) : c.json(value)
}

export const ticketingRoutes = new Hono<AppEnv>()
  .get('/ticketingexperience', (c) =>
    respond(c, 'ticketingExperience', TicketingExperienceResponseSchema),
  )
  .get('/ticketing', (c) => respond(c, 'ticketing', TicketingResponseSchema))
  .get('/ticketing/info', (c) => respond(c, 'ticketingInfo', TicketingInfoSchema))
  .get('/ticketing/settings/page-location', (c) =>
    respond(c, 'ticketingPageLocation', TicketingPageLocationSchema),
  )
