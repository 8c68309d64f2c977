import { setMaxListeners } from 'node:events'

import { getRealSports } from '@fieldhouse/domain/sports'
import {
  latestDay,
  uniqueSitePaths,
  type SitemapEntry,
  type SitemapGroup,
} from '@fieldhouse/domain/seo-sitemap'

import { loadSchedulePage } from '~/components/games/schedule.server'
import { buildAllAmericansPage } from '~/components/honors/all-americans.server'
import { buildAwardsPage } from '~/components/honors/awards.server'
import { buildHallOfFamePage } from '~/components/honors/hall-of-fame.server'
import { toStoryCardView } from '~/components/news/story-card-view'
import { loadRosterPage } from '~/components/people/roster.server'
import { facilitiesPath, facilityPath } from '~/paths/facilities'
import { rosterPath } from '~/paths/roster'
import { schedulePath } from '~/paths/schedule'
import { loadRedirectMatcher } from '~/route-checks/redirect-rules.server'
import { sportPath } from '~/paths/sports'
import { staffDirectoryPath, staffListingPath } from '~/paths/staff-directory'
import { provider } from '~/utils/provider.server'

import { gatherForms } from './sitemap-forms.server'
import { gatherDocuments, gatherMedia } from './sitemap-media.server'
import { ifFound, paths } from './sitemap-pages.server'

// What the sitemap lists (issue 22), from the provider's content through the pages' own loaders
// and path builders: a page the site would answer with a 404, a 503 or a redirect throws there
// and is left out, so every address listed is one that answers 200. Gathered once for every
// child sitemap and kept for SITEMAP_TTL_MS (a failed gathering is not kept). The media,
// documents and forms groups (issue 33) are gathered in sitemap-media and sitemap-forms.

export type SitemapContent = Record<SitemapGroup, SitemapEntry[]>

const SITEMAP_TTL_MS = 15 * 60 * 1000
const GATHER_TIMEOUT_MS = 60_000
/** Stories: the newest, a page of the archive at a time, up to this many. */
const MAX_STORIES = 5_000
const STORY_PAGE_SIZE = 100
/** Awards: pages of the list (24 a page) read, up to this many. */
const MAX_AWARD_PAGES = 200

let kept: { at: number; content: Promise<SitemapContent> } | null = null

export function getSitemapContent(now = Date.now()): Promise<SitemapContent> {
  if (kept && now - kept.at < SITEMAP_TTL_MS) return kept.content
  const signal = AbortSignal.timeout(GATHER_TIMEOUT_MS)
  // Every provider call of the gathering listens to this one signal.
  setMaxListeners(0, signal)
  const content = gatherSitemapContent(signal)
  const entry = { at: now, content }
  kept = entry
  content.catch(() => {
    if (kept === entry) kept = null
  })
  return content
}

async function gatherSitemapContent(signal: AbortSignal): Promise<SitemapContent> {
  const sports = getRealSports(await provider.getSports({ signal }))
  const [perSport, stories, staff, facilities, honors, media, documents, forms] = await Promise.all(
    [
      Promise.all(sports.map((sport) => gatherSport(sport.globalSportNameSlug, signal))),
      gatherStories(signal),
      gatherStaff(signal),
      gatherFacilities(signal),
      gatherHonors(signal),
      gatherMedia(sports, signal),
      gatherDocuments(signal),
      gatherForms(sports, signal),
    ],
  )
  const content: SitemapContent = {
    sports: perSport.flatMap((sport) => sport.home),
    rosters: perSport.flatMap((sport) => sport.roster),
    bios: perSport.flatMap((sport) => sport.bios),
    schedules: perSport.flatMap((sport) => sport.schedule),
    boxscores: perSport.flatMap((sport) => sport.boxscores),
    stories,
    staff,
    facilities,
    honors,
    media,
    documents,
    forms,
  }
  // One address once, in the first group that has it (a coach is a bio and a staff entry); none
  // that the provider's rules send elsewhere (a redirect is not what a sitemap lists).
  const seen = new Set<string>()
  const rules = await loadRedirectMatcher()
  for (const group of Object.keys(content) as SitemapGroup[]) {
    content[group] = uniqueSitePaths(content[group]).filter((entry) => {
      if (seen.has(entry.path) || rules.match(entry.path).kind === 'internal') return false
      seen.add(entry.path)
      return true
    })
  }
  return content
}

async function gatherSport(slug: string, signal: AbortSignal) {
  const [roster, schedule] = await Promise.all([
    ifFound(() =>
      loadRosterPage({ slug }, { sort: null, dir: null }, signal, (s, season) =>
        rosterPath(s, season),
      ),
    ),
    ifFound(() => loadSchedulePage({ slug }, { filter: null }, signal, schedulePath)),
  ])
  const games = schedule?.months.flatMap((month) => month.games) ?? []
  return {
    home: paths([sportPath(slug)]),
    roster: roster ? paths([rosterPath(slug)]) : [],
    bios: roster
      ? paths([...roster.players, ...roster.coaches, ...roster.support].map((row) => row.url))
      : [],
    // The schedule changes when a game gets its result: the last such game's day.
    schedule: schedule
      ? [
          {
            path: schedulePath(slug, null),
            lastModified: latestDay(
              games.map((game) => (game.result || game.notice ? game.day : null)),
            ),
          },
        ]
      : [],
    boxscores: games.flatMap((game) =>
      game.links
        .filter((link) => link.kind === 'boxscore')
        .map((link) => ({ path: link.url, lastModified: game.day })),
    ),
  }
}

async function gatherStories(signal: AbortSignal): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (let pageIndex = 0; entries.length < MAX_STORIES; pageIndex += 1) {
    const loaded = await provider.loadArchives({ pageIndex, pageSize: STORY_PAGE_SIZE }, { signal })
    if (loaded.status !== 'ok') break
    for (const story of loaded.value.items) {
      const card = toStoryCardView(story)
      entries.push({ path: card.path, lastModified: card.day })
    }
    if (pageIndex + 1 >= loaded.value.pages) break
  }
  return entries
}

async function gatherStaff(signal: AbortSignal): Promise<SitemapEntry[]> {
  const loaded = await provider.loadWholeStaffDirectory({}, { signal })
  if (loaded.status !== 'ok') return []
  return paths([staffDirectoryPath(), ...loaded.value.map((person) => staffListingPath(person))])
}

async function gatherFacilities(signal: AbortSignal): Promise<SitemapEntry[]> {
  const loaded = await provider.loadFacilities({ signal })
  if (loaded.status !== 'ok') return []
  return paths([facilitiesPath(), ...loaded.value.map(facilityPath)])
}

// Every honors screen the site answers (routes.ts: awards, all-Americans, the hall of fame):
// each list at its one default address and every entry's own page. Filtered, regrouped and
// later pages of a list show the same entries again, so they are left out.
async function gatherHonors(signal: AbortSignal): Promise<SitemapEntry[]> {
  const [hall, awards, allAmericans] = await Promise.all([
    ifFound(() => buildHallOfFamePage({}, signal)),
    gatherAwards(signal),
    ifFound(() => buildAllAmericansPage(null, signal)),
  ])
  return [
    ...(hall
      ? paths([hall.path, ...hall.groups.flatMap((g) => g.plaques.map((plaque) => plaque.path))])
      : []),
    ...awards,
    ...(allAmericans
      ? paths([
          allAmericans.path,
          ...allAmericans.groups.flatMap((g) => g.members.map((member) => member.path)),
        ])
      : []),
  ]
}

/** /awards and every award's page (dated by the day it was announced), a list page at a time. */
async function gatherAwards(signal: AbortSignal): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = []
  for (let page = 1; page <= MAX_AWARD_PAGES; page += 1) {
    const loaded = await ifFound(() =>
      buildAwardsPage({ type: null, sport: null, page: page > 1 ? String(page) : null }, signal),
    )
    if (!loaded) break
    if (page === 1) entries.push({ path: loaded.path })
    for (const award of loaded.awards) entries.push({ path: award.path, lastModified: award.day })
    if (page >= loaded.pages) break
  }
  return entries
}
