import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { toSocialLinkViews } from '~/components/social/social-links'
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
    // A handle without an address is linked on its channel's profile pages where it has them.
    social: toSocialLinkViews(
      member.socialMedia.map((link) => ({ key: link.platform, value: link.url ?? link.userName })),
    ),
    vCardPath: staffVCardPath(member.id),
  }
}
