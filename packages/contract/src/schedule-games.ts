import { z } from 'zod'
import { GameFacilitySchema, GameSportSchema, ScoreSchema } from './game-parts'

// The "legacy" game shape (provider/README 4.3, 4.5; schemas/v2/scheduleGames,
// schemas/v2/calendar): GET /ScheduleGames/{gameId} (200, or 204 for a well-formed id naming
// nothing), the events of /Calendar/from/{start}/to/{end} and, trimmed (no dateUtc, tbd, allDay,
// facility ...), those of /Calendar/events, /month, /print and /events/date-range. One tolerant
// schema reads all of them: links are a string or a `{ title, url, label }` object or null.

// Media links are objects ({ title, url, label, cssClass }) here, plain strings in EventsResults.
const LegacyLinkSchema = z.union([
  z.string(),
  z.object({
    title: z.string().nullish(),
    url: z.string().nullish(),
    label: z.string().nullish(),
    cssClass: z.string().nullish(),
  }),
])

const LegacyGameFileSchema = z.object({
  scheduleId: z.number().int().nullish(),
  gameId: z.number().int().nullish(),
  gamefileRank: z.number().nullish(),
  gamefileLink: z.string().nullish(),
  gamefileTitle: z.string().nullish(),
  gamefileClass: z.string().nullish(),
})

export const LegacyResultSchema = z.object({
  status: z.string().nullish(),
  teamScore: ScoreSchema,
  opponentScore: ScoreSchema,
  prescoreInfo: z.string().nullish(),
  postscoreInfo: z.string().nullish(),
  boxscore: z.string().nullish(),
  recap: LegacyLinkSchema.nullish(),
})

export const LegacyGameSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  enddate: z.string().nullish(),
  dateUtc: z.string().nullish(),
  endDateUtc: z.string().nullish(),
  time: z.string().nullish(),
  // `conference` is the conference-game flag here; the name is `conferenceTitle`.
  conference: z.boolean().nullish(),
  conferenceTitle: z.string().nullish(),
  conferenceAbbrev: z.string().nullish(),
  conferenceLogo: z.string().nullish(),
  location: z.string().nullish(),
  locationIndicator: z.string().nullish(),
  neutralHometeam: z.boolean().nullish(),
  // "at" | "vs"; `displayVsatIndicator` (from/to, ScheduleGames) or `showAtVs` (trimmed calendar).
  atVs: z.string().nullish(),
  displayVsatIndicator: z.boolean().nullish(),
  showAtVs: z.boolean().nullish(),
  status: z.string().nullish(),
  noplayText: z.string().nullish(),
  type: z.string().nullish(),
  gameTeamPrefix: z.string().nullish(),
  gamePromotionText: z.string().nullish(),
  gamePromotionLink: z.string().nullish(),
  promotionImageCaption: z.string().nullish(),
  promotionImageLink: z.string().nullish(),
  promotionImagePath: z.string().nullish(),
  isADoubleheader: z.boolean().nullish(),
  gameProgram: z.string().nullish(),
  gameProgramLink: z.string().nullish(),
  opponent: z
    .object({
      id: z.number().int().nullish(),
      title: z.string().nullish(),
      prefix: z.string().nullish(),
      website: z.string().nullish(),
      websiteLabel: z.string().nullish(),
      location: z.string().nullish(),
      conference: z.boolean().nullish(),
      mascot: z.string().nullish(),
      image: z
        .object({
          fullpath: z.string().nullish(),
          filename: z.string().nullish(),
          path: z.string().nullish(),
          title: z.string().nullish(),
          alt: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
  media: z
    .object({
      tv: z.string().nullish(),
      tvImage: z.string().nullish(),
      tvImageLink: z.string().nullish(),
      radio: z.string().nullish(),
      video: LegacyLinkSchema.nullish(),
      audio: LegacyLinkSchema.nullish(),
      stats: LegacyLinkSchema.nullish(),
      tickets: LegacyLinkSchema.nullish(),
      preview: LegacyLinkSchema.nullish(),
      gamefiles: z.array(LegacyGameFileSchema).nullish(),
      customDisplayFields: z.array(z.unknown()).nullish(),
      gameNote: z.string().nullish(),
    })
    .nullish(),
  result: LegacyResultSchema.nullish(),
  facility: GameFacilitySchema.nullish(),
  tournament: z
    .object({
      id: z.number().int().nullish(),
      title: z.string().nullish(),
      website: z.string().nullish(),
      color: z.string().nullish(),
    })
    .nullish(),
  previewStoryId: z.number().int().nullish(),
  postStoryId: z.number().int().nullish(),
  ticketLink: z.string().nullish(),
  gameScheduleInclude: z.boolean().nullish(),
  gameCalendarExclude: z.boolean().nullish(),
  allDay: z.boolean().nullish(),
  tbd: z.boolean().nullish(),
  isSpotlight: z.boolean().nullish(),
  sport: GameSportSchema,
})

// GET /ScheduleGames/{gameId}/results: the game's extras (history against the opponent, recap).
export const ScheduleGameResultsSchema = z.object({
  sportId: z.number().int().nullish(),
  opponentId: z.number().int().nullish(),
  resultStatus: z.string().nullish(),
  story: z
    .object({
      id: z.number().int(),
      headline: z.string().nullish(),
      teaser: z.string().nullish(),
      date: z.string().nullish(),
      image: z.string().nullish(),
      imageAltText: z.string().nullish(),
      url: z.string().nullish(),
    })
    .nullish(),
  gamefiles: z
    .array(z.object({ title: z.string().nullish(), url: z.string().nullish() }))
    .nullish(),
  history: z
    .object({
      totalWins: z.number().int(),
      totalLosses: z.number().int(),
      totalTies: z.number().int(),
      lastMeeting: z
        .object({
          id: z.number().int(),
          resultStatus: z.string().nullish(),
          resultTeamScore: ScoreSchema,
          resultOpponentScore: ScoreSchema,
          gameDate: z.string().nullish(),
        })
        .nullish(),
    })
    .nullish(),
})

export type LegacyGameResource = z.infer<typeof LegacyGameSchema>
export type LegacyResultResource = z.infer<typeof LegacyResultSchema>
export type ScheduleGameResultsResource = z.infer<typeof ScheduleGameResultsSchema>
