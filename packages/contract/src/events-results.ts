import { z } from 'zod'
import { GameFacilitySchema, GameSportSchema, ScoreSchema } from './game-parts'
import { cursorPageSchema, offsetPageSchema } from './paging'

// GET /EventsResults/results, /upcoming, /scoreboard (provider/README 3.2, 4.2, 5.1;
// schemas/v2/eventResults, schemas/v2.1/eventsResults). v2 answers offset pages, v2.1 cursor
// pages; v2.1 items add gameState, gameStateDisplay, gameCenterEnabled and a few head-to-head
// fields. Tolerant of the quirks seen: string scores, null dateUtc for TBD games, 7-digit
// fractions, an all-null game file entry, `globalSportNameSlug: null`.

const LineScoresSchema = z.object({
  game_winner: z.string().nullish(),
  // Unreliable (false even for home games, README 5): the client derives the side itself.
  this_team_is_home_team: z.boolean().nullish(),
  home_full_name: z.string().nullish(),
  home_short_name: z.string().nullish(),
  away_full_name: z.string().nullish(),
  away_short_name: z.string().nullish(),
  period_label: z.string().nullish(),
  periods: z.array(z.string().nullable()).nullish(),
  period_home_score: z.array(ScoreSchema).nullish(),
  period_away_score: z.array(ScoreSchema).nullish(),
})

export const EventResultSchema = z.object({
  status: z.string().nullish(),
  teamScore: ScoreSchema,
  opponentScore: ScoreSchema,
  preScore: z.string().nullish(),
  postScore: z.string().nullish(),
  boxScore: z.string().nullish(),
  gameId: z.number().int().nullish(),
  lineScores: LineScoresSchema.nullish(),
})

const EventMediaSchema = z.object({
  video: z.string().nullish(),
  videoText: z.string().nullish(),
  audio: z.string().nullish(),
  audioText: z.string().nullish(),
  stats: z.string().nullish(),
  tickets: z.string().nullish(),
  gameNote: z.string().nullish(),
  gamePromotionName: z.string().nullish(),
  tv: z.string().nullish(),
  tvImage: z.string().nullish(),
  tvImageLink: z.string().nullish(),
  radio: z.string().nullish(),
  custom1: z.string().nullish(),
  custom2: z.string().nullish(),
  custom3: z.string().nullish(),
  // Can hold an entry whose every field is null (SAMPLE), or a null entry (v2 upcomingSchema.json
  // types the entries `object|null`).
  gameFiles: z
    .array(
      z
        .object({
          cssClass: z.string().nullish(),
          title: z.string().nullish(),
          url: z.string().nullish(),
        })
        .nullable(),
    )
    .nullish(),
  program: z.string().nullish(),
  programText: z.string().nullish(),
})

export const EventsResultsItemSchema = z.object({
  id: z.number().int(),
  gamePregameStoryId: z.number().int().nullish(),
  gamePostgameStoryId: z.number().int().nullish(),
  // Local wall time without offset ("2026-09-10T18:00:00").
  date: z.string(),
  endDate: z.string().nullish(),
  // UTC ("...Z", sometimes 7-digit fractions); null when TBD or all day.
  dateUtc: z.string().nullish(),
  endDateUtc: z.string().nullish(),
  gameState: z.number().int().nullish(),
  gameStateDisplay: z.string().nullish(),
  time: z.string().nullish(),
  isDoubleHeader: z.boolean().nullish(),
  showAtVs: z.boolean().nullish(),
  tbd: z.boolean().nullish(),
  allDay: z.boolean().nullish(),
  gameCenterEnabled: z.boolean().nullish(),
  teamPrefix: z.string().nullish(),
  status: z.string().nullish(),
  locationIndicator: z.string().nullish(),
  neutralHometeam: z.boolean().nullish(),
  location: z.string().nullish(),
  isConference: z.boolean().nullish(),
  conference: z.string().nullish(),
  conferenceAbbrev: z.string().nullish(),
  conferenceLogo: z.string().nullish(),
  isSpotlight: z.boolean().nullish(),
  type: z.string().nullish(),
  tournament: z.string().nullish(),
  ticketLink: z.string().nullish(),
  sport: GameSportSchema,
  schedule: z
    .object({ id: z.number().int(), title: z.string().nullish(), url: z.string().nullish() })
    .nullish(),
  opponent: z
    .object({
      id: z.number().int().nullish(),
      title: z.string().nullish(),
      image: z.string().nullish(),
      prefix: z.string().nullish(),
      name: z.string().nullish(),
    })
    .nullish(),
  media: EventMediaSchema.nullish(),
  story: z
    .object({
      id: z.number().int(),
      title: z.string().nullish(),
      url: z.string().nullish(),
      relativeImageSource: z.string().nullish(),
      absoluteImageSource: z.string().nullish(),
      date: z.string().nullish(),
    })
    .nullish(),
  result: EventResultSchema.nullish(),
  gameFacility: GameFacilitySchema.nullish(),
  promotion: z
    .object({
      name: z.string().nullish(),
      link: z.string().nullish(),
      image: z.string().nullish(),
      caption: z.string().nullish(),
      altText: z.string().nullish(),
    })
    .nullish(),
  eventImage: z
    .object({
      image: z.string().nullish(),
      altText: z.string().nullish(),
      caption: z.string().nullish(),
      link: z.string().nullish(),
    })
    .nullish(),
  // Scoreboard items repeat the id and date under these names.
  gameDate: z.string().nullish(),
  gameId: z.number().int().nullish(),
})

// v2 offset pages and v2.1 cursor pages of the same item.
export const EventsResultsResponseSchema = offsetPageSchema(EventsResultsItemSchema)
export const EventsResultsCursorResponseSchema = cursorPageSchema(EventsResultsItemSchema)

export type EventsResultsItemResource = z.infer<typeof EventsResultsItemSchema>
export type EventResultResource = z.infer<typeof EventResultSchema>
export type EventsResultsResponse = z.infer<typeof EventsResultsResponseSchema>
export type EventsResultsCursorResponse = z.infer<typeof EventsResultsCursorResponseSchema>
