import { redirect } from 'react-router'

import { formatLocalDay } from '@fieldhouse/domain/local-day'
import { findSportBySlug } from '@fieldhouse/domain/sports'
import type { Award } from '@fieldhouse/provider-client/awards'
import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'
import type { Sport } from '@fieldhouse/provider-client/sports'

import type { FilterOption } from '~/components/ui/filter-select'
import { awardPath, awardsPath } from '~/paths/honors'
import { withQuery } from '~/paths/with-query'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded, unavailable } from '~/utils/loaded'
import { parseId, requireId, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import {
  loadWithSports,
  toFacts,
  toHeadshot,
  toRosterBioPath,
  toSportIndex,
  toSportLink,
  type RosteredProfile,
  type Headshot,
  type SportLink,
} from './honors.server'

// The awards screens' page builders (SPEC.md 2.1 "Awards list / bio"): what each page shows,
// projected on the server; the route modules turn it into markup (`serverSection` in the loaders).

export const AWARDS_PAGE_SIZE = 24

export type AwardsQuery = { type: string | null; sport: string | null; page: string | null }

export type AwardCard = {
  id: number
  path: string
  name: string
  award: string
  sport: SportLink
  detail: string | null
  day: string | null
  dateText: string | null
  summary: string | null
  headshot: Headshot
}

function toAwardCard(award: Award, sports: ReadonlyMap<number, Sport>): AwardCard {
  return {
    id: award.id,
    path: awardPath(award.id),
    name: `${award.firstName} ${award.lastName}`.trim(),
    award: award.type.title,
    sport: toSportLink(award.sport, sports),
    detail: [award.position, award.academicYearLong].filter(Boolean).join(' · ') || null,
    day: award.day,
    dateText: award.day ? formatLocalDay(award.day, 'date') : null,
    summary: award.shortHighlights,
    headshot: toHeadshot(award.image),
  }
}

/**
 * The awards list: newest first, filtered by award type (its id) and sport (its global slug),
 * 24 a page. A filter or page that names nothing is a 404 before the list is read; another
 * spelling of the same filters (page=1, a sport's short name) moves to the one address.
 */
export async function buildAwardsPage(query: AwardsQuery, signal: AbortSignal) {
  // The form sends a menu left at "All ..." as an empty value: no filter.
  const typeId = query.type ? requireId(query.type) : null
  const page = query.page ? (parseId(query.page) ?? 0) : 1
  if (page < 1) throw notFound()
  const sportKey = query.sport ? requireSlug(query.sport) : null
  const [types, allSports] = await Promise.all([
    provider.getAwardTypes({ signal }),
    provider.getSports({ signal }),
  ])
  // The menus degrade to nothing; a filter can then not be checked, which is an outage.
  if ((typeId !== null && types.length === 0) || (sportKey !== null && allSports.length === 0)) {
    throw unavailable()
  }
  const type = typeId === null ? null : (types.find((t) => t.id === typeId) ?? null)
  const realSports = allSports.filter((sport) => !sport.nonSport)
  const sport = sportKey === null ? null : findSportBySlug(realSports, sportKey)
  if ((typeId !== null && !type) || (sportKey !== null && !sport)) throw notFound()
  const path = awardsPath({ type: typeId, sport: sport?.globalSportNameSlug ?? null, page })
  // Empty values have the address without them, so a filtered list has one address.
  if (Object.values(query).includes('')) throw redirect(path, 301)
  requireCanonical(withQuery(awardsPath(), query), path)
  const loaded = await provider.loadAwards(
    {
      typeId: typeId ?? undefined,
      sportId: sport?.id,
      pageIndex: page - 1,
      pageSize: AWARDS_PAGE_SIZE,
    },
    { signal },
  )
  const awards = requireLoaded(loaded)
  if (page > 1 && page > awards.pages) throw notFound()
  const index = toSportIndex(allSports)
  return {
    path,
    filters: {
      type: type ? String(type.id) : null,
      sport: sport?.globalSportNameSlug ?? null,
      page,
    },
    typeTitle: type?.title ?? null,
    sportTitle: sport?.title ?? null,
    types: types.map((t): FilterOption => ({ value: String(t.id), label: t.title })),
    sports: [...realSports]
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((s): FilterOption => ({ value: s.globalSportNameSlug, label: s.title })),
    total: awards.total,
    pages: awards.pages,
    firstPosition: (page - 1) * AWARDS_PAGE_SIZE + 1,
    awards: awards.items.map((award) => toAwardCard(award, index)),
  }
}

export type AwardsPage = Awaited<ReturnType<typeof buildAwardsPage>>

export type AwardProfile = AwardCard &
  RosteredProfile & {
    highlights: SafeHtml | null
    moreOfType: { title: string; path: string }
    moreOfSport: { title: string; path: string } | null
  }

/** One award: 404 for an id that names none, 503 when the provider cannot say. */
export async function buildAwardPage(id: string | undefined, signal: AbortSignal) {
  const awardId = requireId(id)
  const [award, index] = await loadWithSports(provider.loadAward(awardId, { signal }), signal)
  const card = toAwardCard(award, index)
  const known = index.get(award.sport.id)
  const facts = toFacts([
    { label: 'Sport', value: award.sport.title },
    { label: 'Position', value: award.position },
    { label: 'Class', value: award.academicYearLong },
    { label: 'Number', value: award.jerseyNumber ? `#${award.jerseyNumber}` : null },
    { label: 'Hometown', value: award.hometown },
    { label: 'High school', value: award.highSchool },
    { label: 'Announced', value: card.dateText },
  ])
  const profile: AwardProfile = {
    ...card,
    highlights: award.highlights,
    facts,
    rosterBioPath: toRosterBioPath(award, index),
    moreOfType: { title: award.type.title, path: awardsPath({ type: award.type.id }) },
    moreOfSport: known
      ? { title: known.title, path: awardsPath({ sport: known.globalSportNameSlug }) }
      : null,
  }
  return { path: card.path, award: profile }
}
