import { href } from 'react-router'

import {
  DEFAULT_HALL_OF_FAME_SLUG,
  type HallOfFameInductee,
  type HallOfFameSettings,
} from '@fieldhouse/provider-client/hall-of-fame'
import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'
import type { Sport } from '@fieldhouse/provider-client/sports'

import { hallOfFamePath, inducteePath } from '~/paths/honors'
import { sportPath } from '~/paths/sports'
import { requireCanonical } from '~/utils/canonical.server'
import { notFound, requireLoaded } from '~/utils/loaded'
import { requireId, requireSlug } from '~/utils/params'
import { provider } from '~/utils/provider.server'

import {
  chooseGrouping,
  toFacts,
  toGroupingLinks,
  toHeadshot,
  toInitials,
  toSportIndex,
  type Fact,
  type Headshot,
  type SportLink,
} from './honors.server'

// The hall of fame's page builders (SPEC.md 2.1 "Honors"): /honors/{slug?}/{grouping?}, the
// hall's slug from its settings ('hall-of-fame' in the demo), and the inductee's bio.

const DEFAULT_GROUPING = 'induction-year'

type Hall = Pick<HallOfFameSettings, 'title' | 'blurb' | 'slug' | 'hideClass' | 'hideInduction'>

async function readHall(signal: AbortSignal): Promise<Hall & { defaultGrouping: string | null }> {
  const settings = await provider.getHallOfFameSettings({ signal })
  return (
    settings ?? {
      title: 'Hall of Fame',
      blurb: null,
      slug: DEFAULT_HALL_OF_FAME_SLUG,
      defaultGrouping: null,
      hideClass: false,
      hideInduction: false,
    }
  )
}

/** The hall's slug as asked: the settings' one; another case moves there, anything else 404s. */
function requireHallSlug(asked: string | undefined, hall: Hall): string {
  if (asked === undefined) return hall.slug
  if (requireSlug(asked) !== hall.slug.toLowerCase()) throw notFound()
  return hall.slug
}

export type Plaque = {
  id: number
  path: string
  name: string
  isTeam: boolean
  sports: string
  classLine: string | null
  inductedLine: string | null
  headshot: Headshot
  initials: string
}

function toPlaque(inductee: HallOfFameInductee, hall: Hall): Plaque {
  return {
    id: inductee.id,
    path: inducteePath(hall.slug, inductee),
    name: inductee.name,
    isTeam: inductee.isTeam,
    sports: inductee.sports.join(', '),
    classLine:
      !hall.hideClass && inductee.classYear !== null ? `Class of ${inductee.classYear}` : null,
    inductedLine: hall.hideInduction ? null : `Inducted ${inductee.inductionYear}`,
    headshot: toHeadshot(inductee.image),
    // A team's plaque shows its year ("1994 Football"), a person's their initials.
    initials:
      inductee.isTeam && /^\d{4}\b/.test(inductee.name)
        ? inductee.name.slice(0, 4)
        : toInitials(inductee.name),
  }
}

/** A group's heading: years read as classes, sports and letters as they are. */
export function toGroupTitle(grouping: string, key: string): string {
  if (!/^\d{4}$/.test(key)) return key
  if (grouping === 'induction-year') return `Class of ${key}`
  if (grouping === 'class-year') return `Graduating class of ${key}`
  return key
}

/**
 * The hall of fame: /honors shows the default grouping; /honors/{slug} the same, and
 * /honors/{slug}/{grouping} one of the provider's groupings. An unknown slug or grouping is a
 * 404; a slug or grouping in capitals moves to the lower-case address.
 */
export async function buildHallOfFamePage(
  params: { slug?: string; grouping?: string },
  signal: AbortSignal,
) {
  const askedGrouping = params.grouping === undefined ? null : requireSlug(params.grouping)
  const [hall, groupings] = await Promise.all([
    readHall(signal),
    provider.getHallOfFameGroupings({ signal }),
  ])
  const slug = requireHallSlug(params.slug, hall)
  const choice = chooseGrouping(
    askedGrouping,
    groupings,
    hall.defaultGrouping ?? DEFAULT_GROUPING,
    DEFAULT_GROUPING,
  )
  const { current: grouping, byDefault } = choice
  requireCanonical(
    href('/honors/:slug?/:grouping?', params),
    hallOfFamePath(params.slug === undefined ? null : slug, askedGrouping),
  )
  const loaded = await provider.loadHallOfFame({ grouping }, { signal })
  const list = requireLoaded(loaded)
  const isDefault = grouping === byDefault
  // The default view's one address is /honors, the one the navigation links.
  const path = isDefault ? hallOfFamePath() : hallOfFamePath(slug, grouping)
  return {
    path,
    title: hall.title || 'Hall of Fame',
    blurb: hall.blurb,
    grouping,
    groupings: toGroupingLinks(groupings, choice, (g) =>
      g === null ? hallOfFamePath() : hallOfFamePath(slug, g),
    ),
    total: list.inductees.length,
    sportCount: new Set(list.inductees.flatMap((i) => i.sports)).size,
    groups: list.groups.map((group) => ({
      key: group.key,
      title: toGroupTitle(grouping, group.key),
      plaques: group.inductees.map((inductee) => toPlaque(inductee, hall)),
    })),
  }
}

export type HallOfFamePage = Awaited<ReturnType<typeof buildHallOfFamePage>>

export type InducteeProfile = Plaque & {
  bio: SafeHtml | null
  sportLinks: SportLink[]
  facts: Fact[]
  social: { platform: string; userName: string }[]
  inductionYear: number
}

/**
 * An inductee's bio, /honors/{slug}/{inducteeSlug}/{inducteeId}: an id that names nobody is a
 * 404, a name segment that is not the inductee's (or the hall's slug in capitals) a 301 to the
 * one address (SPEC.md 4's "hof" check).
 */
export async function buildInducteePage(
  params: { slug: string; inducteeSlug: string; inducteeId: string },
  signal: AbortSignal,
) {
  const id = requireId(params.inducteeId)
  requireSlug(params.inducteeSlug)
  const [hall, loaded, sports] = await Promise.all([
    readHall(signal),
    provider.loadHallOfFameInductee(id, { signal }),
    provider.getSports({ signal }),
  ])
  requireHallSlug(params.slug, hall)
  const inductee = requireLoaded(loaded)
  const plaque = toPlaque(inductee, hall)
  requireCanonical(href('/honors/:slug/:inducteeSlug/:inducteeId', params), plaque.path)
  const index = toSportIndex(sports)
  const sportLinks = inductee.sports.map((title, position): SportLink => {
    const sport: Sport | undefined = index.get(inductee.sportIds[position] ?? -1)
    return {
      title,
      path: sport ? sportPath(sport.globalSportNameSlug) : null,
    }
  })
  const facts = toFacts([
    { label: hall.hideInduction ? null : 'Inducted', value: String(inductee.inductionYear) },
    { label: hall.hideClass ? null : 'Class', value: inductee.classYear?.toString() ?? null },
    { label: inductee.sports.length > 1 ? 'Sports' : 'Sport', value: plaque.sports || null },
  ])
  const profile: InducteeProfile = {
    ...plaque,
    bio: inductee.bio,
    sportLinks,
    facts,
    social: inductee.social.map((s) => ({ platform: s.platform, userName: s.userName })),
    inductionYear: inductee.inductionYear,
  }
  return {
    path: plaque.path,
    hall: { title: hall.title || 'Hall of Fame', path: hallOfFamePath() },
    inductee: profile,
  }
}
