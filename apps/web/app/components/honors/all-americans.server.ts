import type { AllAmerican } from '@fieldhouse/provider-client/all-americans'
import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { allAmericanPath, allAmericansPath } from '~/paths/honors'
import { requireCanonical } from '~/utils/canonical.server'
import { requireLoaded } from '~/utils/loaded'
import { requireId, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import {
  chooseGrouping,
  loadWithSports,
  toFacts,
  toGroupingLinks,
  toHeadshot,
  toRosterBioPath,
  toSportIndex,
  toSportLink,
  type RosteredProfile,
  type Headshot,
  type SportLink,
} from './honors.server'

// The all-Americans screens' page builders (SPEC.md 2.1 "All-Americans list / bio").

const DEFAULT_GROUPING = 'year'

export type AllAmericanCard = {
  id: number
  path: string
  name: string
  year: number
  sport: SportLink
  /** "First Team · AP", "Academic All-American". */
  honor: string
  detail: string | null
  headshot: Headshot
}

function toHonor(member: AllAmerican): string {
  const team = member.academic
    ? `Academic All-American${member.team ? `, ${member.team}` : ''}`
    : `${member.team ?? 'All-American'}`
  return member.selector ? `${team} · ${member.selector}` : team
}

function toCard(member: AllAmerican, sports: ReadonlyMap<number, Sport>): AllAmericanCard {
  return {
    id: member.id,
    path: allAmericanPath(member.id),
    name: `${member.firstName} ${member.lastName}`.trim(),
    year: member.year,
    sport: toSportLink(member.sport, sports),
    honor: toHonor(member),
    detail: [member.position, member.hometown].filter(Boolean).join(' · ') || null,
    headshot: toHeadshot(member.image),
  }
}

/**
 * Every all-American, grouped by the `grouping` asked (one of the provider's groupings, by
 * slug), else by the settings' default. A grouping that is not one is a 404; the default asked
 * by name moves to the address without it.
 */
export async function buildAllAmericansPage(grouping: string | null, signal: AbortSignal) {
  const asked = grouping === null ? null : requireSlug(grouping)
  const [groupings, settings, sports] = await Promise.all([
    provider.getAllAmericanGroupings({ signal }),
    provider.getAllAmericanSettings({ signal }),
    provider.getSports({ signal }),
  ])
  const choice = chooseGrouping(
    asked,
    groupings,
    settings?.defaultGrouping ?? groupings[0]?.slug ?? DEFAULT_GROUPING,
    DEFAULT_GROUPING,
  )
  const { current, byDefault } = choice
  const path = allAmericansPath(current === byDefault ? null : current)
  requireCanonical(allAmericansPath(grouping), path)
  const list = requireLoaded(await provider.loadAllAmericans({ grouping: current }, { signal }))
  const index = toSportIndex(sports)
  return {
    path,
    title: settings?.title || 'All-Americans',
    blurb: settings?.blurb ?? null,
    groupings: toGroupingLinks(groupings, choice, allAmericansPath),
    total: list.members.length,
    groups: list.groups.map((group) => ({
      key: group.key,
      title: group.title,
      members: group.members.map((member) => toCard(member, index)),
    })),
  }
}

export type AllAmericansPage = Awaited<ReturnType<typeof buildAllAmericansPage>>

export type AllAmericanProfile = AllAmericanCard &
  RosteredProfile & {
    bio: SafeHtml | null
    /** The honor in words: "2026 Third Team All-American (USTFCCCA)". */
    award: string
  }

/** One all-American: 404 for an id that names none, 503 when the provider cannot say. */
export async function buildAllAmericanPage(id: string | undefined, signal: AbortSignal) {
  const memberId = requireId(id)
  const [member, index] = await loadWithSports(
    provider.loadAllAmerican(memberId, { signal }),
    signal,
  )
  const card = toCard(member, index)
  const facts = toFacts([
    { label: 'Year', value: String(member.year) },
    { label: 'Sport', value: member.sport.title },
    { label: 'Team', value: member.academic ? 'Academic All-American' : member.team },
    { label: 'Selected by', value: member.selector },
    { label: 'Position', value: member.position },
    { label: 'Hometown', value: member.hometown },
  ])
  const profile: AllAmericanProfile = {
    ...card,
    bio: member.bio,
    facts,
    rosterBioPath: toRosterBioPath(member, index),
    award: [
      `${member.year}${member.team ? ` ${member.team}` : ''}`,
      member.academic ? 'Academic All-American' : 'All-American',
      member.selector ? `(${member.selector})` : null,
    ]
      .filter(Boolean)
      .join(' '),
  }
  return { path: card.path, member: profile }
}
