import { createElement } from 'react'

import { getZonedDay } from '@fieldhouse/domain/calendar-month'
import { dayOfMonth, monthOfLocalDay } from '@fieldhouse/domain/local-day'
import { toSitePath } from '@fieldhouse/domain/site-path'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import { DEFAULT_TIME_ZONE } from '@fieldhouse/provider-client/dates'
import type { OnThisDayYear } from '@fieldhouse/provider-client/on-this-day'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { calendarPath } from '~/paths/calendar'
import { facilitiesPath } from '~/paths/facilities'
import { allAmericansPath, awardsPath, hallOfFamePath } from '~/paths/honors'
import { archivesPath, storyPath } from '~/paths/news'
import { type MonthDay, onThisDayPath } from '~/paths/on-this-day'
import { seriesPath } from '~/paths/series'
import { sportPath } from '~/paths/sports'
import { withQuery } from '~/paths/with-query'
import { serverSection, withServerOnly } from '~/render/index.server'
import { toStoryListStructuredData } from '~/seo/story-list-structured-data'
import { requireCanonical } from '~/utils/canonical.server'
import { getSiteUrl } from '~/utils/env.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'

import { addMonthDays, formatMonthDay, parseMonthDay } from './on-this-day-days'
import {
  OnThisDayYears,
  type OnThisDayEntry,
  type OnThisDayYearView,
} from './on-this-day-years.server'

/**
 * The day's history. Without `month` and `day` it is today in the tenant's zone (decision 010),
 * asked of the provider by its numbers so the page and the provider agree on the day. A day no
 * year has (30 February, month 13, one of the two alone) is a 404 before any call; another
 * spelling (09 for 9) moves to the one address.
 */
export async function loadOnThisDayPage(
  query: { month: string | null; day: string | null },
  request: Request,
  now = new Date(),
) {
  const { signal } = request
  let asked: MonthDay | null = null
  if (query.month !== null || query.day !== null) {
    asked = parseMonthDay(query.month ?? '', query.day ?? '')
    if (!asked) throw notFound()
    requireCanonical(
      withQuery(onThisDayPath(), { day: query.day, month: query.month }),
      onThisDayPath(asked),
    )
  }
  const [settings, sports] = await Promise.all([
    asked ? null : provider.getSiteSettings({ signal }),
    provider.getSports({ signal }),
  ])
  const today = getZonedDay(now, settings?.siteSettings.timeZone ?? DEFAULT_TIME_ZONE)
  const shown = asked ?? { month: monthOfLocalDay(today).month, day: dayOfMonth(today) }
  const years = requireLoaded(await provider.loadOnThisDay(shown, { signal }))
  const previous = addMonthDays(shown, -1)
  const next = addMonthDays(shown, 1)
  const views = years
    .map((year) => toYearView(year, sports))
    .filter((year) => year.entries.length > 0)
  const path = onThisDayPath(asked)
  const data = {
    day: shown,
    isToday: asked === null,
    path,
    todayPath: onThisDayPath(),
    previous: { ...previous, path: onThisDayPath(previous) },
    next: { ...next, path: onThisDayPath(next) },
    hasHistory: views.length > 0,
    history: serverSection(
      request,
      views.length > 0 ? createElement(OnThisDayYears, { years: views }) : null,
    ),
  }
  const stories = views.flatMap((year) =>
    year.entries.flatMap((entry) =>
      entry.kind === 'story' && entry.path
        ? [{ headline: entry.title, path: entry.path, day: entry.day }]
        : [],
    ),
  )
  return withServerOnly(
    data,
    'structuredData',
    toStoryListStructuredData(
      { name: `On This Day: ${formatMonthDay(shown)}`, description: '', path },
      stories,
      1,
      getSiteUrl(),
    ),
  )
}

function toYearView(year: OnThisDayYear, sports: readonly Sport[]): OnThisDayYearView {
  const entries: OnThisDayEntry[] = []
  for (const story of year.stories) {
    const image = story.image ? { url: story.image.url, alt: story.image.alt ?? '' } : null
    if (story.kind === 'story') {
      entries.push({
        key: `story-${story.id}`,
        kind: 'story',
        title: story.title,
        text: story.byline ? `By ${story.byline}` : null,
        path: storyPath(story.day, story.slug),
        day: story.day,
        sport: story.sport.title,
        image,
        featured: story.featured,
      })
    } else {
      entries.push({
        key: `milestone-${story.id}`,
        kind: 'milestone',
        title: story.title,
        text: story.summary,
        path: toMilestonePath(story.link, sports),
        day: story.day,
        sport: story.sport.title,
        image,
        featured: story.featured,
      })
    }
  }
  for (const video of year.videos) {
    entries.push({
      key: `video-${video.id}`,
      kind: 'video',
      title: video.title,
      text: null,
      path: video.seriesSlug ? seriesPath({ title: video.title, slug: video.seriesSlug }) : null,
      day: video.day,
      sport: video.sport.title,
      image: video.image ? { url: video.image.url, alt: video.image.alt ?? '' } : null,
      featured: video.featured,
    })
  }
  for (const game of year.games) {
    entries.push({
      key: `game-${game.id}`,
      kind: 'game',
      title: describeGame(game),
      text: null,
      // The on-this-day feed names no box score for an old result, so a game links nothing.
      path: null,
      day: game.day,
      sport: game.sport.title,
      image: null,
      featured: game.featured,
    })
  }
  // Featured entries first, then the order the provider sent (the sort is stable).
  entries.sort((a, b) => Number(b.featured) - Number(a.featured))
  return { year: year.year, entries }
}

const LOCATION: Record<string, string> = { H: 'vs.', A: 'at', N: 'vs.' }

/** "Football vs. Harbor Bay: W, 21-14". */
function describeGame(game: OnThisDayYear['games'][number]): string {
  const opponent = game.opponent
    ? ` ${LOCATION[game.locationIndicator] ?? 'vs.'} ${game.opponent.title}`
    : ''
  const result = game.result
  const score =
    result && result.teamScore !== null && result.opponentScore !== null
      ? `: ${[result.status, `${result.teamScore}-${result.opponentScore}`].filter(Boolean).join(', ')}`
      : ''
  return `${game.sport.title}${opponent}${score}`
}

/**
 * Where a milestone's editor pointed it, when it is one of this site's pages that exists: a
 * sport's home by its slug or short name, or a list page built here. Anything else (a section
 * this site has not built, another host) is shown without a link, so no link leads to a 404.
 */
function toMilestonePath(link: string | null, sports: readonly Sport[]): string | null {
  const path = toSitePath(link)
    ?.replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
  if (!path) return null
  const sportKey = /^\/sports\/([^/]+)$/.exec(path)?.[1]
  if (sportKey !== undefined) {
    const sport = findSportBySlug(sports, decodeURIComponent(sportKey))
    return sport && !sport.nonSport ? sportPath(sport.globalSportNameSlug) : null
  }
  const lists = [
    facilitiesPath(),
    archivesPath(null),
    calendarPath(null),
    onThisDayPath(),
    // The honors lists (issue 20): each answers without a parameter (/honors, the hall of fame's
    // default view).
    awardsPath(),
    allAmericansPath(),
    hallOfFamePath(),
  ]
  return lists.find((list) => list === path.toLowerCase()) ?? null
}
