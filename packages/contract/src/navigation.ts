import { z } from 'zod'

// GET /Navigation and /Navigation/sub (provider/README 4.10, schemas/v2/navigation). One recursive
// item shape serves level-1 items, column items, child links, social links and ticket links: the
// real schemas reuse the same field set at every depth and leave the unused fields null.

export const NavigationSportSchema = z.object({
  id: z.number(),
  title: z.string(),
  abbrev: z.string().nullish(),
  shortTitle: z.string().nullish(),
  shortName: z.string().nullish(),
  globalSportShortName: z.string().nullish(),
})

export type NavigationSportResource = z.infer<typeof NavigationSportSchema>

export type NavigationColumnResource = {
  column: number
  items?: NavigationItemResource[] | null | undefined
}

export type NavigationItemResource = {
  id: number
  title: string
  shortTitle?: string | null | undefined
  rank?: number | undefined
  column?: number | undefined
  url: string
  icon?: string | null | undefined
  separator?: boolean | undefined
  openInNewWindow?: boolean | undefined
  sportIdAssociation?: number | null | undefined
  sport?: NavigationSportResource | null | undefined
  className?: string | null | undefined
  includeSocialMedia?: boolean | undefined
  includeScheduleRosterNews?: boolean | undefined
  includeStats?: boolean | undefined
  includeTickets?: boolean | undefined
  includeYouTube?: boolean | undefined
  items?: NavigationItemResource[] | null | undefined
  columns?: NavigationColumnResource[] | null | undefined
  socialMediaLinks?: NavigationItemResource[] | null | undefined
  scheduleRosterNewsLinks?: NavigationItemResource[] | null | undefined
  stats?: NavigationItemResource | null | undefined
  tickets?: NavigationItemResource | null | undefined
  youtube?: NavigationItemResource | null | undefined
  ad?: unknown
}

// Explicit types above: TypeScript cannot infer a recursive Zod schema on its own.
export const NavigationItemResourceSchema: z.ZodType<NavigationItemResource> = z.lazy(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    shortTitle: z.string().nullish(),
    rank: z.number().optional(),
    column: z.number().optional(),
    url: z.string(),
    icon: z.string().nullish(),
    separator: z.boolean().optional(),
    openInNewWindow: z.boolean().optional(),
    sportIdAssociation: z.number().nullish(),
    sport: NavigationSportSchema.nullish(),
    className: z.string().nullish(),
    includeSocialMedia: z.boolean().optional(),
    includeScheduleRosterNews: z.boolean().optional(),
    includeStats: z.boolean().optional(),
    includeTickets: z.boolean().optional(),
    includeYouTube: z.boolean().optional(),
    items: z.array(NavigationItemResourceSchema).nullish(),
    columns: z.array(NavigationColumnSchema).nullish(),
    socialMediaLinks: z.array(NavigationItemResourceSchema).nullish(),
    scheduleRosterNewsLinks: z.array(NavigationItemResourceSchema).nullish(),
    // Always null in the evidence, so their real shape is unknown: anything else becomes null
    // instead of failing the whole navigation.
    stats: NavigationItemResourceSchema.nullish().catch(null),
    tickets: NavigationItemResourceSchema.nullish(),
    youtube: NavigationItemResourceSchema.nullish().catch(null),
    // Level-1 only; always null in the evidence.
    ad: z.unknown().optional(),
  }),
)

export const NavigationColumnSchema: z.ZodType<NavigationColumnResource> = z.lazy(() =>
  z.object({
    column: z.number(),
    items: z.array(NavigationItemResourceSchema).nullish(),
  }),
)

export const NavigationResponseSchema = z.array(NavigationItemResourceSchema)
export const SubNavigationResponseSchema = z.array(NavigationItemResourceSchema)

export type NavigationResponse = z.infer<typeof NavigationResponseSchema>
export type SubNavigationResponse = z.infer<typeof SubNavigationResponseSchema>
