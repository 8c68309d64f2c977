import type { StaffMember } from '@fieldhouse/provider-client/staff'

import { toSocialLinkViews } from '~/components/social/social-links'
import { socialRowSection } from '~/components/social/social-row.server'
import { staffVCardPath } from '~/paths/staff-directory'

import type { BioPerson } from './person-bio'

/** A staff member as their bio shows them, under a sport or in the directory. */
export function toBioPerson(
  member: StaffMember,
  request: Request,
): BioPerson & { image: string | null } {
  const name = `${member.firstName} ${member.lastName}`.trim()
  return {
    name,
    title: member.title,
    email: member.email,
    phone: member.phone,
    image: member.image?.url ?? null,
    bio: member.bio,
    // A handle without an address is linked on its channel's profile pages where it has them;
    // the row is server markup, so the channels' marks stay out of the bio's JavaScript.
    social: socialRowSection(request, {
      links: toSocialLinkViews(
        member.socialMedia.map((link) => ({
          key: link.platform,
          value: link.url ?? link.userName,
        })),
      ),
      label: `${name} on social media`,
    }),
    vCardPath: staffVCardPath(member.id),
  }
}
