import type { GameFacilityResource, GameSportResource } from '@fieldhouse/contract/game-parts'
import { parseProviderDate, toLocalDay } from './dates'
import type {
  Game,
  GameFacility,
  GameLink,
  GameOpponent,
  GamePromotion,
  GameSport,
  GameTv,
  LocationIndicator,
} from './game'
import { orNull } from './rosters-parts'

// Helpers shared by both game mappings, so the two shapes give equal entities.

// SPEC 3 game center states used by the mapping (packages/domain/src/game-state.ts holds the
// full table; the client may not import domain rules, DESIGN.md).
const SCHEDULED = 0
const POSTPONED = 5
const CANCELED = 6
const GAME_COMPLETE = 8

/**
 * The SPEC 3 state of a game. Display strings CANCELLED / POSTPONED (README 5.1), the legacy
 * status letter C and a no-play text saying so win over the number; a decided result or the
 * status letter O (the results feed's games, README 4.2) means the game is complete even when the
 * feed still says 0/SCHEDULED (README 5: completed games often do), so a game over without a
 * decision (result status N, README 5.1) is complete too, and the legacy shape (no state number)
 * agrees with the feed.
 */
export function toGameState(input: {
  code: number | null | undefined
  text: string | null | undefined
  status: string | null
  decided: boolean
}): number {
  const words = (input.text ?? '').toUpperCase()
  if (words.includes('CANCEL') || input.status === 'C') return CANCELED
  if (words.includes('POSTPONE')) return POSTPONED
  const code = input.code
  if (typeof code === 'number' && code > SCHEDULED && code <= GAME_COMPLETE) return code
  return input.decided || input.status === 'O' ? GAME_COMPLETE : SCHEDULED
}

/** "1" -> 1, 3 -> 3; blanks, dashes and anything else that is not a number -> null. */
export function toScore(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string' || !/^\s*-?\d+(\.\d+)?\s*$/.test(value)) return null
  return Number(value)
}

export function toResultStatus(value: string | null | undefined): 'W' | 'L' | 'T' | null {
  const status = value?.trim().toUpperCase()
  return status === 'W' || status === 'L' || status === 'T' ? status : null
}

export function toLocationIndicator(value: string | null | undefined): LocationIndicator | null {
  const letter = value?.trim().toUpperCase()
  return letter === 'H' || letter === 'A' || letter === 'N' ? letter : null
}

/**
 * The school's side in a line score. The feed's `this_team_is_home_team` is false even for home
 * games (README 5), so: home at H, away at A; at a neutral site the school is the listed home
 * team when `neutralHometeam` says so.
 */
export function toTeamSide(
  indicator: LocationIndicator | null,
  neutralHomeTeam: boolean | null | undefined,
): 'home' | 'away' | null {
  if (indicator === 'H') return 'home'
  if (indicator === 'A') return 'away'
  if (indicator === 'N' && typeof neutralHomeTeam === 'boolean') {
    return neutralHomeTeam ? 'home' : 'away'
  }
  return null
}

type GameTimes = Pick<
  Game,
  'localStart' | 'day' | 'start' | 'startUtc' | 'localEnd' | 'endDay' | 'end' | 'endUtc'
>

/**
 * A game's start and end, each as sent (wall time), read in the tenant's zone (its day: a game's
 * day on every screen) and as the exact instant (a UTC value without its "Z" is still UTC).
 */
export function toGameTimes(
  start: { local: string; utc: string | null | undefined },
  end: { local: string | null | undefined; utc: string | null | undefined },
  zone: string,
): GameTimes {
  return {
    localStart: start.local,
    day: toLocalDay(start.local, zone),
    start: parseProviderDate(start.local, zone),
    startUtc: parseProviderDate(start.utc, 'UTC'),
    localEnd: orNull(end.local),
    endDay: toLocalDay(end.local, zone),
    end: parseProviderDate(end.local, zone),
    endUtc: parseProviderDate(end.utc, 'UTC'),
  }
}

const RANKED = /^(#\d+)\s+(.+)$/

/** Ranking and plain name from the title when the provider leaves them out ("#6 Georgetown"). */
export function toOpponentNames(
  title: string | null | undefined,
  prefix: string | null | undefined,
  name: string | null | undefined,
): Pick<GameOpponent, 'title' | 'name' | 'prefix'> {
  const fullTitle = orNull(title) ?? orNull(name) ?? ''
  const ranked = RANKED.exec(fullTitle)
  return {
    title: fullTitle,
    prefix: orNull(prefix) ?? ranked?.[1] ?? null,
    name: orNull(name) ?? ranked?.[2] ?? fullTitle,
  }
}

/**
 * An image path as the roster images are kept: site-relative with a leading slash (the website
 * sends it through the image service), or absolute when the provider sent a URL.
 */
export function toImagePath(value: string | null | undefined): string | null {
  const path = orNull(value)?.trim()
  if (!path) return null
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path
  return `/${path}`
}

export function toLink(
  url: string | null | undefined,
  text: string | null | undefined,
): GameLink | null {
  const href = orNull(url)
  return href ? { url: href, text: orNull(text) } : null
}

export function toTv(
  name: string | null | undefined,
  image: string | null | undefined,
  link: string | null | undefined,
): GameTv | null {
  const tv = { name: orNull(name), image: toImagePath(image), link: orNull(link) }
  return tv.name || tv.image || tv.link ? tv : null
}

export function toPromotion(promotion: GamePromotion): GamePromotion | null {
  return Object.values(promotion).some((value) => value !== null) ? promotion : null
}

export function toGameSport(sport: GameSportResource): GameSport {
  return {
    id: sport.id,
    title: sport.title ?? '',
    slug: orNull(sport.globalSportNameSlug),
    shortName: orNull(sport.shortName) ?? orNull(sport.shortname),
    abbreviation: orNull(sport.abbrev) ?? orNull(sport.abbreviation),
  }
}

export function toGameFacility(
  facility: GameFacilityResource | null | undefined,
): GameFacility | null {
  if (!facility) return null
  return { id: facility.id, title: orNull(facility.title), hasPage: orNull(facility.url) !== null }
}

export const isExhibition = (tournament: string | null): boolean =>
  tournament?.trim().toLowerCase() === 'exhibition'
