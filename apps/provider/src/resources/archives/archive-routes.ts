import type { FilterOptionResource } from '@fieldhouse/contract/stories'
import { Hono, type Context } from 'hono'
import type { AppEnv } from '../../app-env'
import { ApiError } from '../../errors'
import { pageRankedWindow } from '../../http/paging'
import { getQueryParam, parseQueryId, toId } from '../../http/query'
import { countStories, listStories, type StoryFilters } from '../stories/story-queries'
import { toArchiveItem } from '../stories/story-resources'

// GET /Archives (sportId, seasonYear, search or QueryText; paged), /Archives/filters/seasons,
// /Archives/filters/sports (provider/README 3.5; schemas/v2/archives) and /Hidden/archives, the
// same list of the unpublished stories (README 3.3, INFERRED). `seasonYear` is an academic year
// by its first year (2026 = 1 July 2026 to 30 June 2027), own design; `storyRank` the item's
// position in the newest-first list (1-based). v2.1 cursor { "Rank": n }.

const seasonName = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`
const academicYearOf = (date: string) =>
  Number(date.slice(5, 7)) >= 7 ? Number(date.slice(0, 4)) : Number(date.slice(0, 4)) - 1

function archive(c: Context<AppEnv>, published: boolean) {
  const sportId = parseQueryId(c, 'sportId')
  const yearText = getQueryParam(c, 'seasonYear')
  const year = yearText ? toId(yearText) : undefined
  if (year === null || (year !== undefined && (year < 1900 || year > 2999))) {
    throw new ApiError(400, 'Query parameter seasonYear must be a four-digit year')
  }
  const search = (getQueryParam(c, 'search') || getQueryParam(c, 'QueryText') || '').trim()
  if (search.length > 100) throw new ApiError(400, 'Query parameter search is too long')
  const filters: StoryFilters = {
    published,
    sportId,
    search: search || undefined,
    from: year === undefined ? undefined : `${year}-07-01T00:00:00`,
    to: year === undefined ? undefined : `${year + 1}-06-30T23:59:59`,
  }
  const { db } = c.var
  const tenantId = c.var.tenant.id
  return c.json(
    pageRankedWindow(c, {
      total: () => countStories(db, tenantId, filters),
      read: (offset, limit) => listStories(db, tenantId, filters, { offset, limit }),
      toItem: toArchiveItem,
      firstRank: 1,
    }),
  )
}

export const archiveRoutes = new Hono<AppEnv>()
  .get('/archives', (c) => archive(c, true))
  .get('/hidden/archives', (c) => archive(c, false))
  // The academic years that have published stories, newest first.
  .get('/archives/filters/seasons', (c) => {
    const years = new Set(
      listStories(c.var.db, c.var.tenant.id, { published: true }).map((row) =>
        academicYearOf(row.story.date),
      ),
    )
    const body: FilterOptionResource[] = [...years]
      .sort((a, b) => b - a)
      .map((year) => ({ value: year, name: seasonName(year), statTitle: seasonName(year) }))
    return c.json(body)
  })
  // The sports that have published stories, by title.
  .get('/archives/filters/sports', (c) => {
    const sports = new Map<number, FilterOptionResource>()
    for (const { sport } of listStories(c.var.db, c.var.tenant.id, { published: true })) {
      sports.set(sport.id, { value: sport.id, name: sport.title, statTitle: sport.shortName })
    }
    return c.json([...sports.values()].sort((a, b) => (a.name < b.name ? -1 : 1)))
  })
