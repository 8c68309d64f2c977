import { CommonSettingsSchema, type CommonSettingsResource } from '@fieldhouse/contract/common'
import type { StoryGamesResponse, StorySettingsResource } from '@fieldhouse/contract/stories'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { getOrigin } from '../../http/origin'
import { pageRankedWindow } from '../../http/paging'
import { getQueryParam, parsePathId, parseQueryId, parseQueryIdList } from '../../http/query'
import type { GameJoined } from '../games/games-queries'
import { toScheduleGameResource } from '../schedule-games/schedule-game-resource'
import { getSetting } from '../settings/settings-queries'
import {
  countStories,
  listStories,
  listStoryGames,
  type StoryFilters,
  type StoryJoined,
} from './story-queries'
import { toRelatedStory, toStoryResource } from './story-resources'

// GET /Stories (SportId, paged), /Stories/{date}/{slug}, /Stories/related, /Stories/games,
// /Stories/settings (provider/README 3.5, 4.9), and the editors' previews /Hidden/stories/{id}
// and /Hidden/stories/{date}/{slug} (own design; app.ts requires a signed-in editor). A v2.1
// cursor is the item's position in the newest-first list, { "Rank": n } (own design).

// "9-10-2026" (the site's /news/2026/9/10 path, README 4.9 S4), "2026-09-10" or
// "2026-09-10T18:00:00" (S1) -> "2026-09-10"; anything else is a malformed path: 404.
export function parseStoryDay(text: string): string {
  const american = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(text)
  // Paths are routed in lower case (app.ts), so "t" as well as "T".
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/i.exec(text)
  const parts = american ? [american[3], american[1], american[2]] : iso ? iso.slice(1, 4) : null
  const [year = '', month = '', day = ''] = parts ?? []
  const value = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  // A real calendar day only: 2-30-2026 is as malformed as 'abc'.
  const parsed = new Date(`${value}T00:00:00Z`)
  if (!parts || Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(value)) {
    throw new ApiError(404, 'Not found')
  }
  return value
}

function common(c: Context<AppEnv>): CommonSettingsResource | null {
  return getSetting(c.var.db, c.var.tenant.id, 'common', CommonSettingsSchema)
}

function mapping(c: Context<AppEnv>, detail: boolean) {
  return { origin: getOrigin(c), timeZone: common(c)?.siteSettings.timeZone ?? 'UTC', detail }
}

function answerStory(c: Context<AppEnv>, row: StoryJoined | undefined) {
  if (!row) return c.body(null, 204)
  const games = listStoryGames(c.var.db, c.var.tenant.id, [row.story.id]).get(row.story.id) ?? []
  return c.json(toStoryResource(row, games, mapping(c, true)))
}

function byDateAndSlug(c: Context<AppEnv>, published: boolean | undefined) {
  const day = parseStoryDay(c.req.param('date') ?? '')
  const slug = (c.req.param('slug') ?? '').toLowerCase()
  const row = listStories(c.var.db, c.var.tenant.id, { published, day, slug })[0]
  return answerStory(c, row)
}

export const storyRoutes = new Hono<AppEnv>()
  .get('/stories', (c) => {
    const filters: StoryFilters = { published: true, sportId: parseQueryId(c, 'SportId') }
    const { db } = c.var
    const tenantId = c.var.tenant.id
    const options = mapping(c, false)
    // The page's games in one query, read once the page is known.
    let games = new Map<number, GameJoined[]>()
    return c.json(
      pageRankedWindow(c, {
        total: () => countStories(db, tenantId, filters),
        read: (offset, limit) => {
          const rows = listStories(db, tenantId, filters, { offset, limit })
          games = listStoryGames(
            db,
            tenantId,
            rows.map((row) => row.story.id),
          )
          return rows
        },
        toItem: (row) => toStoryResource(row, games.get(row.story.id) ?? [], options),
      }),
    )
  })
  .get('/stories/settings', (c) => {
    const settings = common(c)
    const body: StorySettingsResource = {
      defaultTemplate: 'default',
      customCss: '',
      endlessScrollIsEnabled: true,
      featuredTemplatesCustomization: {
        logoImage: settings?.theme.logo ?? null,
        headerBackgroundColor: settings?.theme.primaryColor ?? '',
        hidePreviousPage: false,
        featuredTemplate1: { hideRelatedStories: false, hidePostDate: false },
      },
    }
    return c.json(body)
  })
  // Other published stories of the story's sport (or of `sportId`), newest first.
  .get('/stories/related', (c) => {
    const storyId = parseQueryId(c, 'storyId')
    let sportId = parseQueryId(c, 'sportId')
    const db = c.var.db
    const tenantId = c.var.tenant.id
    if (storyId !== undefined && sportId === undefined) {
      sportId = listStories(db, tenantId, { published: true, ids: [storyId] })[0]?.story.sportId
    }
    const filters: StoryFilters = { published: true, sportId, exceptId: storyId }
    return c.json(
      pageRankedWindow(c, {
        total: () => countStories(db, tenantId, filters),
        read: (offset, limit) => listStories(db, tenantId, filters, { offset, limit }),
        toItem: toRelatedStory,
      }),
    )
  })
  .get('/stories/games', (c) => {
    if (!getQueryParam(c, 'storiesIds')) {
      throw new ApiError(400, 'Query parameter storiesIds is required')
    }
    const ids = parseQueryIdList(c, 'storiesIds', 100)
    const db = c.var.db
    const tenantId = c.var.tenant.id
    const known = listStories(db, tenantId, { published: true, ids }).map((row) => row.story.id)
    const games = listStoryGames(db, tenantId, known)
    const timeZone = mapping(c, false).timeZone
    const body: StoryGamesResponse = Object.fromEntries(
      known
        .sort((a, b) => a - b)
        .map((id) => [
          String(id),
          (games.get(id) ?? []).map((game) => toScheduleGameResource(game, timeZone)),
        ]),
    )
    return c.json(body)
  })
  .get('/stories/:date/:slug', (c) => byDateAndSlug(c, true))
  // Editors' previews: drafts and published stories alike.
  .get('/hidden/stories/:storyId', (c) => {
    const id = parsePathId(c.req.param('storyId'))
    return answerStory(c, listStories(c.var.db, c.var.tenant.id, { ids: [id] })[0])
  })
  .get('/hidden/stories/:date/:slug', (c) => byDateAndSlug(c, undefined))
