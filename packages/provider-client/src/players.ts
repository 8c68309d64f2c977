import {
  PlayerHistoryResponseSchema,
  PlayerSearchResponseSchema,
  RosterPlayerResourceSchema,
  type RosterPlayerResource,
} from '@fieldhouse/contract/players'
import { toBioPlacement } from './bio-placement'
import type { ClientContext } from './context'
import { type Loaded } from './loaded'
import {
  orNull,
  toPersonImage,
  toRosterSport,
  toSocialLinks,
  type PersonImage,
  type RosterSport,
  type SocialLink,
} from './rosters-parts'
import { toSafeHtml, type SafeHtml } from './safe-html'
import type { CallOptions } from './transport'

const LABEL = 'players repository'

/**
 * A player on one season's roster (SPEC 3 "Roster item", provider/README 4.6). `rosterPlayerId`
 * is this season of them and keys the bio page and stats; `playerId` is the person.
 */
export type RosterPlayer = {
  rosterPlayerId: number
  playerId: number
  /** The person's newest season (links from an old roster can go there). */
  latestRosterPlayerId: number
  firstName: string
  lastName: string
  /** A string: "00" differs from "0". Null when the player has no number. */
  jerseyNumber: string | null
  positionShort: string | null
  positionLong: string | null
  academicYearShort: string | null
  academicYearLong: string | null
  academicYearNumber: number | null
  hometown: string | null
  /** The high school, from `custom1` on schools that keep it there (README 5.1). */
  highSchool: string | null
  previousSchool: string | null
  major: string | null
  heightFeet: number | null
  heightInches: number | null
  weight: number | null
  image: PersonImage | null
  socialMedia: SocialLink[]
  isCaptain: boolean
  /** The school hides this player from the public roster (README 4.6): pages skip them. */
  hide: boolean
  /** The bio text is withheld. */
  hideBio: boolean
  /** The player's sport; the website builds the bio's address from it (no site URLs here). */
  sport: RosterSport | null
}

export function toRosterPlayer(resource: RosterPlayerResource): RosterPlayer {
  const name = `${resource.firstName} ${resource.lastName}`
  return {
    rosterPlayerId: resource.rosterPlayerId,
    playerId: resource.playerId,
    latestRosterPlayerId: resource.latestRosterPlayerId ?? resource.rosterPlayerId,
    firstName: resource.firstName,
    lastName: resource.lastName,
    jerseyNumber: orNull(resource.jerseyNumber),
    positionShort: orNull(resource.positionShort),
    positionLong: orNull(resource.positionLong),
    academicYearShort: orNull(resource.academicYearShort),
    academicYearLong: orNull(resource.academicYearLong),
    academicYearNumber: resource.academicYearNumber ?? null,
    hometown: orNull(resource.hometown),
    highSchool: orNull(resource.highSchool) ?? orNull(resource.custom1),
    previousSchool: orNull(resource.previousSchool),
    major: orNull(resource.major),
    heightFeet: resource.heightFeet ?? null,
    heightInches: resource.heightFeet === null ? null : (resource.heightInches ?? null),
    weight: resource.weight ?? null,
    image: toPersonImage(resource.image, name),
    socialMedia: toSocialLinks(resource.socialMediaR),
    isCaptain: resource.isCaptain ?? false,
    hide: resource.hide ?? false,
    hideBio: resource.hideBio ?? false,
    sport: resource.sport ? toRosterSport(resource.sport) : null,
  }
}

/** One season of a player's history on the bio page. */
export type PlayerSeasonHistory = {
  rosterPlayerId: number
  season: string
  year: number
  jerseyNumber: string | null
  position: string | null
  academicYear: string | null
  heightFeet: number | null
  heightInches: number | null
  weight: number | null
  isCaptain: boolean
  image: PersonImage | null
}

export type BioField = { label: string; value: string }

export type StatsSeason = { season: string; year: number; rosterPlayerId: number }

/** The bio page (provider/README 4.7): the roster entry plus its bio parts. */
export type PlayerBio = RosterPlayer & {
  /** HTML from the provider, sanitised. Null when absent or withheld. */
  bio: SafeHtml | null
  /** The facts the school ranks for the bio header, in order. */
  bioFields: BioField[]
  /** Every season, newest first. */
  history: PlayerSeasonHistory[]
  /** Seasons with stats (`/Stats/bio?year=`). */
  statsSeasons: StatsSeason[]
  rosterTitle: string | null
  seasonTitle: string | null
  showStats: boolean
  showHistory: boolean
}

export function toPlayerBio(resource: RosterPlayerResource): PlayerBio {
  const name = `${resource.firstName} ${resource.lastName}`
  return {
    ...toRosterPlayer(resource),
    bio: resource.hideBio ? null : toSafeHtml(resource.bio, { headingsFrom: 3 }),
    bioFields: [...(resource.rankedBioFields ?? [])]
      .sort((a, b) => a.rank - b.rank)
      .flatMap((field) =>
        orNull(field.value) ? [{ label: field.label, value: field.value }] : [],
      ),
    history: (resource.historicalFields ?? []).map((entry) => ({
      rosterPlayerId: entry.rosterPlayerId,
      season: entry.season,
      year: entry.year,
      jerseyNumber: orNull(entry.jerseyNumber),
      position: orNull(entry.position),
      academicYear: orNull(entry.academicYear),
      heightFeet: entry.heightFeet ?? null,
      heightInches: entry.heightInches ?? null,
      weight: entry.weight ?? null,
      isCaptain: entry.isCaptain ?? false,
      image: toPersonImage(entry.image, name),
    })),
    statsSeasons: resource.statsSeasons ?? [],
    rosterTitle: orNull(resource.rosterDisplayTitle),
    seasonTitle: orNull(resource.seasonSlug),
    showStats: resource.settings?.showXmlStatsOnRpPage ?? (resource.statsSeasons?.length ?? 0) > 0,
    showHistory: resource.settings?.showHistoricalInfoOnRpPage ?? true,
  }
}

/** Someone on the historical roster (GET /Players/history). */
export type PlayerHistoryEntry = {
  playerId: number
  rosterPlayerId: number
  firstName: string
  lastName: string
  /** The provider's own text, e.g. "2024, 2025, 2026". */
  seasons: string
  sportId: number
  sportTitle: string | null
  globalSportNameSlug: string | null
  image: PersonImage | null
}

export type PlayerHistoryPage = {
  players: PlayerHistoryEntry[]
  total: number
  page: number
  pages: number
}

export type PlayerHistoryQuery = {
  sportId?: number
  lastNameStart?: string
  nameSearch?: string
  pageIndex?: number
  pageSize?: number
}

export type PlayerSearchResult = {
  rosterPlayerId: number
  name: string
  image: string | null
  sportTitle: string | null
  /** The sport of the bio, read from the provider's own-design `url` (null without one). */
  globalSportNameSlug: string | null
}

export const PlayerBioSchema = RosterPlayerResourceSchema.transform(toPlayerBio)

const PlayerHistorySchema = PlayerHistoryResponseSchema.transform(
  (page): PlayerHistoryPage => ({
    players: page.items.map((item) => ({
      playerId: item.playerId,
      rosterPlayerId: item.rosterPlayerId,
      firstName: item.firstName,
      lastName: item.lastName,
      seasons: item.seasons,
      sportId: item.sportId,
      sportTitle: orNull(item.sportName),
      globalSportNameSlug: orNull(item.sportSlug),
      image: toPersonImage(item.image, `${item.firstName} ${item.lastName}`),
    })),
    total: page.total,
    page: page.page,
    pages: page.pages,
  }),
)

const PlayerSearchSchema = PlayerSearchResponseSchema.transform((results) =>
  results.map(
    (result): PlayerSearchResult => ({
      rosterPlayerId: result.id,
      name: result.text,
      image: orNull(result.imagePath),
      sportTitle: orNull(result.sportTitle),
      globalSportNameSlug: toBioPlacement(result.url)?.globalSportNameSlug ?? null,
    }),
  ),
)

export function playersResource({ load, loadItem, getOr }: ClientContext) {
  return {
    /** The bio page's main item: 204/404 are `missing`, a failure `unavailable`. */
    async loadPlayerBio(
      rosterPlayerId: number,
      options: CallOptions = {},
    ): Promise<Loaded<PlayerBio>> {
      return loadItem(
        { label: LABEL, path: `/Players/roster/bio/${rosterPlayerId}`, schema: PlayerBioSchema },
        options,
      )
    },

    /** The historical roster page's main list, one page of it. */
    async loadPlayerHistory(
      query: PlayerHistoryQuery = {},
      options: CallOptions = {},
    ): Promise<Loaded<PlayerHistoryPage>> {
      const loaded = await load(
        {
          label: LABEL,
          path: '/Players/history',
          query: {
            SportId: query.sportId,
            lastNameStart: query.lastNameStart || undefined,
            nameSearch: query.nameSearch || undefined,
            $pageIndex: query.pageIndex ?? 0,
            $pageSize: query.pageSize ?? 50,
          },
          schema: PlayerHistorySchema,
        },
        options,
      )
      return loaded.status === 'missing'
        ? { status: 'ok', value: { players: [], total: 0, page: 0, pages: 0 } }
        : loaded
    },

    /** Site search's player suggestions: a failure is logged and finds nobody. */
    async searchPlayers(text: string, options: CallOptions = {}): Promise<PlayerSearchResult[]> {
      if (!text.trim()) return []
      return getOr(
        {
          label: LABEL,
          path: '/Players/search',
          query: { searchText: text.trim() },
          schema: PlayerSearchSchema,
        },
        options,
        [],
      )
    },
  }
}
