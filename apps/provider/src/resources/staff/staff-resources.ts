import type {
  CoachingHistoryResponse,
  CoachingTenureRecordResource,
  RosterStaffResource,
  StaffResource,
} from '@fieldhouse/contract/staff'
import type { SupportStaffResource } from '@fieldhouse/contract/staff-directory'
import type { SportRow } from '../rosters/roster-queries'
import {
  toMediaImage,
  toRosterSport,
  toSocialMediaMap,
  toSocialMediaR,
  type Handles,
} from '../rosters/roster-resources'
import { toDirectoryStaffUrl, toStaffUrl } from '../site-urls'
import { toSocialHandles } from '../social-handles'
import type {
  CoachingRecordTotals,
  DepartmentRow,
  listCoachingRecords,
  RosterStaffJoined,
  StaffRow,
} from './staff-queries'

// Rows -> wire shapes of coaches and staff (provider/README 3.4, 4.6, 4.8).

export function toRosterStaffResource(
  { rs, s }: RosterStaffJoined,
  sport: SportRow,
  origin: string,
): RosterStaffResource {
  const handles: Handles = { twitter: s.twitterUsername }
  return {
    bio: s.bio ?? '',
    twitter: s.twitterUsername ?? '',
    image: toMediaImage(s.image, `${s.firstName} ${s.lastName}`, origin),
    images: null,
    displayFields: { staff_title: rs.title, staff_email: s.email, staff_phone: s.phone },
    sport: toRosterSport(sport),
    id: rs.id,
    title: rs.title,
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email,
    phone: s.phone,
    url: null,
    staffId: s.id,
    socialMediaR: toSocialMediaR(handles),
    custom1: '',
    custom2: '',
    custom3: '',
    custom4: '',
  }
}

// /Staff/{staffId} and each item of /Staff: the staff-directory shape. The category is the
// person's directory group (a sport's staff is the group with the sport's id and title), else
// the sport; `url` the coach or support-staff bio page of SPEC 2.1, or for the department's own
// staff the directory bio (/staff-directory/{name}/{id}).
export function toStaffResource(
  s: StaffRow,
  sport: SportRow | undefined,
  department: DepartmentRow | undefined,
): StaffResource {
  const handles: Handles = { twitter: s.twitterUsername }
  const name = `${s.firstName} ${s.lastName}`
  const category = department ?? sport
  return {
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    title: s.title,
    email: s.email,
    phone: s.phone,
    image: s.image ? { url: s.image, alt: name } : null,
    category: category ? { id: category.id, title: category.title } : null,
    // The twelve handle fields of the staff-directory shape are strings: "" when unset.
    socialMedia: toSocialHandles(s.twitterUsername, ''),
    socialMediaList: toSocialMediaMap(handles),
    socialMediaR: toSocialMediaR(handles),
    custom1: '',
    custom2: '',
    custom3: '',
    custom4: '',
    bio: s.bio ?? '',
    url:
      sport && s.kind !== 'administrator'
        ? toStaffUrl(sport.globalSportNameSlug, s.kind, s, s.id)
        : toDirectoryStaffUrl(s, s.id),
    displayFields: { staff_title: s.title, staff_email: s.email, staff_phone: s.phone },
    images: [],
  }
}

// /Staff/supportStaff: a sport's support staff member. The reference keeps no support-staff
// entry apart from the person, so `id` and `staffId` are both the person's id (own design).
export function toSupportStaffResource(
  s: StaffRow,
  sport: SportRow,
  origin: string,
): SupportStaffResource {
  const name = `${s.firstName} ${s.lastName}`
  const image = toMediaImage(s.image, name, origin)
  return {
    id: s.id,
    staffId: s.id,
    title: s.title,
    firstName: s.firstName,
    lastName: s.lastName,
    email: s.email || null,
    phone: s.phone || null,
    url: toStaffUrl(sport.globalSportNameSlug, 'support', s, s.id),
    image: image && {
      url: image.url,
      absoluteUrl: image.absoluteUrl,
      altText: name,
      title: name,
      creditName: null,
    },
    socialMediaR: toSocialMediaR({ twitter: s.twitterUsername }),
    custom1: null,
    custom2: null,
    custom3: null,
    custom4: null,
  }
}

type RecordRow = ReturnType<typeof listCoachingRecords>[number]

// ".625" (ties count half), "1.000", ".000" as record books print them.
export function toWinPercent(wins: number, losses: number, ties: number): string {
  const games = wins + losses + ties
  if (games === 0) return '.000'
  const value = ((wins + ties / 2) / games).toFixed(3)
  return value.startsWith('0') ? value.slice(1) : value
}

type RecordTotals = CoachingRecordTotals

const percents = (r: RecordTotals) => ({
  overallWinPercent: toWinPercent(r.overallWins, r.overallLosses, r.overallTies),
  conferenceWinPercent: toWinPercent(r.conferenceWins, r.conferenceLosses, r.conferenceTies),
})

// Year by year, oldest first, and one line per head coach in the order they coached.
export function toCoachingHistory(rows: RecordRow[]): CoachingHistoryResponse {
  const yearly = rows.map((row) => ({
    season: row.season,
    firstName: row.firstName,
    lastName: row.lastName,
    overallWins: row.overallWins,
    overallLosses: row.overallLosses,
    overallTies: row.overallTies,
    conferenceWins: row.conferenceWins,
    conferenceLosses: row.conferenceLosses,
    conferenceTies: row.conferenceTies,
    ...percents(row),
  }))
  // Consecutive seasons of the same coach make one tenure.
  const tenures: (RecordTotals & {
    key: string
    numberOfSeasons: number
    startYear: string
    endYear: string
    firstName: string
    lastName: string
  })[] = []
  for (const row of rows) {
    const key = `${row.staffId ?? ''}|${row.firstName}|${row.lastName}`
    const year = row.season.slice(0, 4)
    let tenure = tenures[tenures.length - 1]
    if (tenure?.key !== key) {
      tenure = {
        key,
        numberOfSeasons: 0,
        startYear: year,
        endYear: year,
        firstName: row.firstName,
        lastName: row.lastName,
        overallWins: 0,
        overallLosses: 0,
        overallTies: 0,
        conferenceWins: 0,
        conferenceLosses: 0,
        conferenceTies: 0,
      }
      tenures.push(tenure)
    }
    tenure.numberOfSeasons += 1
    tenure.endYear = year
    tenure.overallWins += row.overallWins
    tenure.overallLosses += row.overallLosses
    tenure.overallTies += row.overallTies
    tenure.conferenceWins += row.conferenceWins
    tenure.conferenceLosses += row.conferenceLosses
    tenure.conferenceTies += row.conferenceTies
  }
  const overall: CoachingTenureRecordResource[] = tenures.map(({ key: _key, ...tenure }) => ({
    ...tenure,
    ...percents(tenure),
  }))
  return { yearly, overall }
}
