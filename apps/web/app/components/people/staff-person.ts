import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { staffVCardPath } from '~/paths/staff-directory'

import type { BioPerson } from './person-bio'

/** A staff member as their bio shows them, under a sport or in the directory. */
export function toBioPerson(member: StaffMember): BioPerson & { image: string | null } {
  return {
    name: `${member.firstName} ${member.lastName}`.trim(),
    title: member.title,
    email: member.email,
    phone: member.phone,
    image: member.image?.url ?? null,
    bio: member.bio,
    // A handle without an address links nowhere: left out.
    social: member.socialMedia.flatMap((link) =>
      link.url ? [{ platform: link.platform, userName: link.userName, url: link.url }] : [],
    ),
    vCardPath: staffVCardPath(member.id),
  }
}
