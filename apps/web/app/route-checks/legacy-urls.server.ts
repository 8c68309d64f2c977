import {
  getLegacyTarget,
  type LegacySportPage,
  type LegacyTarget,
} from '@fieldhouse/domain/legacy-urls'
import { findSportBySlug } from '@fieldhouse/domain/sports'

import { coachesPath } from '../paths/coaches'
import { boxScorePath } from '../paths/games'
import { archivesPath } from '../paths/news'
import { rosterPath, staffBioPath } from '../paths/roster'
import { resultsPath, schedulePath } from '../paths/schedule'
import { sportPath } from '../paths/sports'
import { statsPath } from '../paths/stats'
import { provider } from '../utils/provider.server'
import { NOT_FOUND, PASS, type CheckContext, type CheckOutcome } from './check-outcome'

// SPEC 4 "legacy-urls": the older sites' addresses move for good (301) to their new homes. The
// table is the domain's (domain/legacy-urls.ts); the lookups it names are done here. A legacy
// address whose sport, game or coach is unknown, or that cannot be looked up now, is the 404
// page (SPEC 8: a check that fails gives the 404 page), never a guess.
export async function checkLegacyUrl({ url, signal }: CheckContext): Promise<CheckOutcome> {
  const target = getLegacyTarget(url.pathname, url.search)
  if (target === null) return PASS
  const location = await toNewHome(target, signal)
  return location === null
    ? NOT_FOUND
    : { kind: 'redirect', location, status: 301, external: false }
}

async function toNewHome(target: LegacyTarget, signal: AbortSignal): Promise<string | null> {
  switch (target.kind) {
    case 'path':
      return target.path
    case 'not-found':
      return null
    case 'sport': {
      const slug = await findSportSlug(target.sport, signal)
      return slug === null ? null : toSportPagePath(slug, target.page)
    }
    case 'box-score':
      return findBoxScorePath(target.gameId, signal)
    case 'coach': {
      const loaded = await provider.loadStaffMember(target.coachId, { signal })
      if (loaded.status !== 'ok') return null
      const member = loaded.value
      if (member.placement) {
        const { globalSportNameSlug, kind } = member.placement
        return staffBioPath(globalSportNameSlug, kind, member, member.id)
      }
      const slug = target.sport === null ? null : await findSportSlug(target.sport, signal)
      return slug === null ? null : staffBioPath(slug, 'coach', member, member.id)
    }
  }
}

/** The legacy `path` is a sport's short name; the slug of the real sport it names. */
async function findSportSlug(shortName: string, signal: AbortSignal): Promise<string | null> {
  const loaded = await provider.loadSports({ signal })
  if (loaded.status !== 'ok') return null
  const sport = findSportBySlug(loaded.value, shortName)
  return sport && !sport.nonSport ? sport.globalSportNameSlug : null
}

function toSportPagePath(slug: string, page: LegacySportPage): string {
  switch (page) {
    case 'home':
      return sportPath(slug)
    case 'roster':
      return rosterPath(slug)
    case 'schedule':
      return schedulePath(slug)
    case 'results':
      return resultsPath(slug)
    case 'coaches':
      return coachesPath(slug)
    case 'stats':
      return statsPath(slug)
    case 'archives':
      return archivesPath(slug)
  }
}

// The box score page's one address (its loader's, routes/sports/boxscore/boxscore.server.ts):
// the game's sport and season, its opponent's name.
async function findBoxScorePath(gameId: number, signal: AbortSignal): Promise<string | null> {
  const loaded = await provider.loadGame(gameId, { signal })
  if (loaded.status !== 'ok') return null
  const game = loaded.value
  const sportsLoaded = await provider.loadSports({ signal })
  const sport =
    sportsLoaded.status === 'ok' ? sportsLoaded.value.find((s) => s.id === game.sport.id) : null
  if (!sport?.globalSportNameSlug || !game.result?.boxScoreUrl) return null
  const seasons = await provider.getRelatedSeasons(sport.id, { signal })
  const season = seasons.find((entry) => entry.scheduleId === game.scheduleId)?.title
  if (!season) return null
  return boxScorePath(sport.globalSportNameSlug, season, game.opponent?.name ?? null, game.id)
}
