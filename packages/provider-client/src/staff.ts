import {
  CoachingHistoryResponseSchema,
  StaffResourceSchema,
  type CoachingSeasonRecordResource,
  type RosterStaffResource,
  type StaffResource,
} from '@fieldhouse/contract/staff'
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

const LABEL = 'staff repository'

/**
 * A coach or support staff member on one season's roster (provider/README 4.6). `staffId` is the
 * person (`/Staff/{staffId}`, the id of the bio page's URL); `id` is this roster's entry.
 */
export type RosterStaffMember = {
  id: number
  staffId: number
  kind: 'coach' | 'support'
  firstName: string
  lastName: string
  title: string | null
  email: string | null
  phone: string | null
  image: PersonImage | null
  /** HTML from the provider, sanitised. */
  bio: SafeHtml | null
  socialMedia: SocialLink[]
  /** The person's sport; the website builds the bio's address from it and `kind`. */
  sport: RosterSport | null
}

export function toRosterStaffMember(
  resource: RosterStaffResource,
  kind: 'coach' | 'support',
): RosterStaffMember {
  const name = `${resource.firstName} ${resource.lastName}`
  return {
    id: resource.id,
    staffId: resource.staffId,
    kind,
    firstName: resource.firstName,
    lastName: resource.lastName,
    title: orNull(resource.title) ?? orNull(resource.displayFields?.staff_title),
    email: orNull(resource.email),
    phone: orNull(resource.phone),
    image: toPersonImage(resource.image, name),
    bio: toSafeHtml(resource.bio, { headingsFrom: 3 }),
    socialMedia: toSocialLinks(resource.socialMediaR),
    sport: resource.sport ? toRosterSport(resource.sport) : null,
  }
}

/** A coach's or staff member's bio page (GET /Staff/{staffId}, provider/README 4.8). */
export type StaffMember = {
  id: number
  firstName: string
  lastName: string
  title: string | null
  email: string | null
  phone: string | null
  image: PersonImage | null
  /** HTML from the provider, sanitised. */
  bio: SafeHtml | null
  socialMedia: SocialLink[]
  category: { id: number; title: string } | null
  /**
   * Where the provider files this person's bio, read from its `url`: the sport and whether a
   * coach or support staff. Null when the url names no bio of this very person.
   */
  placement: { globalSportNameSlug: string; kind: 'coach' | 'support' } | null
}

function toStaffPlacement(resource: StaffResource): StaffMember['placement'] {
  const placement = toBioPlacement(resource.url)
  if (!placement || placement.id !== resource.id || placement.section === 'roster') return null
  const kind = placement.section === 'coaches' ? 'coach' : 'support'
  return { globalSportNameSlug: placement.globalSportNameSlug, kind }
}

export function toStaffMember(resource: StaffResource): StaffMember {
  const name = `${resource.firstName} ${resource.lastName}`
  return {
    id: resource.id,
    firstName: resource.firstName,
    lastName: resource.lastName,
    title: orNull(resource.title),
    email: orNull(resource.email),
    phone: orNull(resource.phone),
    image: resource.image?.url
      ? { url: resource.image.url, alt: resource.image.alt || name }
      : null,
    bio: toSafeHtml(resource.bio, { headingsFrom: 3 }),
    socialMedia: toSocialLinks(resource.socialMediaR),
    category: resource.category ?? null,
    placement: toStaffPlacement(resource),
  }
}

/** A win-loss record; percentages are fractions (0.625), parsed from the wire's ".625". */
export type WinLossRecord = {
  firstName: string
  lastName: string
  overallWins: number
  overallLosses: number
  overallTies: number
  overallWinPercent: number | null
  conferenceWins: number
  conferenceLosses: number
  conferenceTies: number
  conferenceWinPercent: number | null
}

export type CoachingSeasonRecord = WinLossRecord & { season: string }

export type CoachingTenureRecord = WinLossRecord & {
  numberOfSeasons: number
  startYear: string
  endYear: string
}

/** SPEC 3 "historical coaching records": year by year and per head coach. */
export type CoachingHistory = { yearly: CoachingSeasonRecord[]; overall: CoachingTenureRecord[] }

const toFraction = (value: string): number | null => {
  const number = Number.parseFloat(value)
  return Number.isFinite(number) ? number : null
}

function toWinLoss(record: Omit<CoachingSeasonRecordResource, 'season'>): WinLossRecord {
  return {
    firstName: record.firstName,
    lastName: record.lastName,
    overallWins: record.overallWins,
    overallLosses: record.overallLosses,
    overallTies: record.overallTies,
    overallWinPercent: toFraction(record.overallWinPercent),
    conferenceWins: record.conferenceWins,
    conferenceLosses: record.conferenceLosses,
    conferenceTies: record.conferenceTies,
    conferenceWinPercent: toFraction(record.conferenceWinPercent),
  }
}

const StaffMemberSchema = StaffResourceSchema.transform(toStaffMember)
const CoachingHistorySchema = CoachingHistoryResponseSchema.transform(
  (history): CoachingHistory => ({
    yearly: history.yearly.map((row) => ({ ...toWinLoss(row), season: row.season })),
    overall: history.overall.map((row) => ({
      ...toWinLoss(row),
      numberOfSeasons: row.numberOfSeasons,
      startYear: row.startYear,
      endYear: row.endYear,
    })),
  }),
)

export function staffResource({ loadItem }: ClientContext) {
  return {
    /** A coach or support staff bio page's main item: 204/404 missing, failure unavailable. */
    async loadStaffMember(
      staffId: number,
      options: CallOptions = {},
    ): Promise<Loaded<StaffMember>> {
      return loadItem(
        { label: LABEL, path: `/Staff/${staffId}`, schema: StaffMemberSchema },
        options,
      )
    },

    /** The coaching records page's main item; a sport without records has empty lists. */
    async loadCoachingHistory(
      sportId: number,
      options: CallOptions = {},
    ): Promise<Loaded<CoachingHistory>> {
      return loadItem(
        {
          label: LABEL,
          path: `/Staff/coaches/history/overall/${sportId}`,
          schema: CoachingHistorySchema,
        },
        options,
      )
    },
  }
}
