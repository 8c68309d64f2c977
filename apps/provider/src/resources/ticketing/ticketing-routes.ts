import {
  TicketingExperienceResponseSchema,
  TicketingInfoSchema,
  TicketingPageLocationSchema,
  TicketingResponseSchema,
} from '@fieldhouse/contract/ticketing'
import { Hono } from 'hono'
import type { AppEnv } from '../../app-env'
import { answerSetting } from '../settings/answer-setting'

// GET /TicketingExperience (the ticket office's page per sport), /Ticketing (season-ticket
// deposits), /Ticketing/info and /Ticketing/settings/page-location (provider/README 3.1
// catalogue; schemas/v2/ticketing, ticketingExperience): documents seeded by
// seed/fan-settings.ts, each checked against its contract on the way out; 204 when absent.

export const ticketingRoutes = new Hono<AppEnv>()
  .get('/ticketingexperience', (c) =>
    answerSetting(c, 'ticketingExperience', TicketingExperienceResponseSchema),
  )
  .get('/ticketing', (c) => answerSetting(c, 'ticketing', TicketingResponseSchema))
  .get('/ticketing/info', (c) => answerSetting(c, 'ticketingInfo', TicketingInfoSchema))
  .get('/ticketing/settings/page-location', (c) =>
    answerSetting(c, 'ticketingPageLocation', TicketingPageLocationSchema),
  )
