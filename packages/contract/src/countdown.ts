import { z } from 'zod'
import { GameFacilitySchema } from './game-parts'

// GET /Countdown/homepage (provider/README 3.1; schemas/v2/countDown/homepageSchema.json): the
// home page's countdown to a game. `localDateTime` is local without offset; the game is a third
// game shape (EventsResults-like names, `ticketLink` inside media, opponent without a prefix).
export const CountdownSchema = z.object({
  id: z.number().int(),
  title: z.string().nullish(),
  localDateTime: z.string(),
  game: z
    .object({
      id: z.number().int(),
      date: z.string(),
      time: z.string().nullish(),
      locationIndicator: z.string().nullish(),
      location: z.string().nullish(),
      isConference: z.boolean().nullish(),
      type: z.string().nullish(),
      sport: z.object({
        id: z.number().int(),
        title: z.string().nullish(),
        shortname: z.string().nullish(),
        globalSportNameSlug: z.string().nullish(),
      }),
      opponent: z
        .object({
          id: z.number().int().nullish(),
          title: z.string().nullish(),
          image: z.string().nullish(),
          website: z.string().nullish(),
        })
        .nullish(),
      media: z
        .object({
          video: z.string().nullish(),
          audio: z.string().nullish(),
          stats: z.string().nullish(),
          ticketLink: z.string().nullish(),
          tv: z.string().nullish(),
          radio: z.string().nullish(),
        })
        .nullish(),
      facility: GameFacilitySchema.nullish(),
    })
    .nullish(),
  customInfo: z.object({ date: z.string().nullish(), description: z.string().nullish() }).nullish(),
})

export type CountdownResource = z.infer<typeof CountdownSchema>
