import { z } from 'zod'

// The JSON columns of `games` (seed/teams/game-rows.ts writes them in their wire shapes), checked
// when read so a hand-edited row fails loudly instead of sending a malformed game.

const text = z.string().nullable()

export const StoredMediaSchema = z.object({
  video: text,
  videoText: text,
  audio: text,
  audioText: text,
  stats: text,
  tickets: text,
  gameNote: text,
  gamePromotionName: text,
  tv: text,
  tvImage: text,
  tvImageLink: text,
  radio: text,
  custom1: text,
  custom2: text,
  custom3: text,
  gameFiles: z.array(z.object({ cssClass: text, title: z.string(), url: text })),
  program: text,
  programText: text,
})

export const StoredLineScoresSchema = z
  .object({
    game_winner: z.string(),
    this_team_is_home_team: z.boolean(),
    home_full_name: z.string(),
    home_short_name: z.string(),
    away_full_name: z.string(),
    away_short_name: z.string(),
    period_label: z.string(),
    periods: z.array(z.string()),
    period_home_score: z.array(z.string()),
    period_away_score: z.array(z.string()),
  })
  .nullable()

export const StoredPromotionSchema = z.object({
  name: text,
  link: text,
  image: text,
  caption: text,
  altText: text,
})

export const StoredEventImageSchema = z.object({
  image: text,
  altText: text,
  caption: text,
  link: text,
})

export type StoredMedia = z.infer<typeof StoredMediaSchema>
