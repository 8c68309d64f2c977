import type { RosterPlayer } from '@fieldhouse/provider-client/players'
import type { RosterStaffMember } from '@fieldhouse/provider-client/staff'

import { playerBioPath, staffBioPath } from '~/paths/roster'

/**
 * One player as the roster pages show them: the provider's entry cut down to what is on the
 * page, so a hundred-player roster does not send every field of every player to the browser
 * again as hydration data. Heights and weights stay numbers (formatted where they are shown).
 */
export type RosterRow = {
  id: number
  name: string
  /** The bio page (playerBioPath), or null when the provider gave no sport to build it from. */
  url: string | null
  jersey: string | null
  position: string | null
  positionLong: string | null
  academicYear: string | null
  academicYearLong: string | null
  heightFeet: number | null
  heightInches: number | null
  weight: number | null
  hometown: string | null
  highSchool: string | null
  previousSchool: string | null
  image: string | null
  isCaptain: boolean
}

export function toRosterRow(player: RosterPlayer): RosterRow {
  const slug = player.sport?.globalSportNameSlug
  return {
    id: player.rosterPlayerId,
    name: `${player.firstName} ${player.lastName}`.trim(),
    url: slug ? playerBioPath(slug, player, player.rosterPlayerId) : null,
    jersey: player.jerseyNumber,
    position: player.positionShort,
    positionLong: player.positionLong,
    academicYear: player.academicYearShort,
    academicYearLong: player.academicYearLong,
    heightFeet: player.heightFeet,
    heightInches: player.heightInches,
    weight: player.weight,
    hometown: player.hometown,
    highSchool: player.highSchool,
    previousSchool: player.previousSchool,
    image: player.image?.url ?? null,
    isCaptain: player.isCaptain,
  }
}

/** A coach or support staff member as the roster and coaches pages show them. */
export type StaffRow = {
  id: number
  name: string
  title: string | null
  url: string | null
  image: string | null
  email: string | null
  phone: string | null
}

export function toStaffRow(member: RosterStaffMember): StaffRow {
  const slug = member.sport?.globalSportNameSlug
  return {
    id: member.staffId,
    name: `${member.firstName} ${member.lastName}`.trim(),
    title: member.title,
    url: slug ? staffBioPath(slug, member.kind, member, member.staffId) : null,
    image: member.image?.url ?? null,
    email: member.email,
    phone: member.phone,
  }
}
