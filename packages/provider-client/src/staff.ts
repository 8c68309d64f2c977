import type { RosterStaffResource } from '@fieldhouse/contract/staff'
import { toPlayerSlug } from './players'
import {
  orNull,
  toPersonImage,
  toRosterSport,
  toSocialLinks,
  type PersonImage,
  type RosterSport,
  type SocialLink,
} from './rosters-parts'

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
  /** HTML from the provider; sanitise before rendering. */
  bio: string | null
  socialMedia: SocialLink[]
  sport: RosterSport | null
  /** /sports/{slug}/roster/coaches/{name}/{staffId}, or .../roster/staff/... for support staff. */
  url: string | null
}

export function toRosterStaffMember(
  resource: RosterStaffResource,
  kind: 'coach' | 'support',
): RosterStaffMember {
  const sport = resource.sport ? toRosterSport(resource.sport) : null
  const slug = sport?.globalSportNameSlug
  const name = `${resource.firstName} ${resource.lastName}`
  const folder = kind === 'coach' ? 'coaches' : 'staff'
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
    bio: orNull(resource.bio),
    socialMedia: toSocialLinks(resource.socialMediaR),
    sport,
    url: slug
      ? `/sports/${slug}/roster/${folder}/${toPlayerSlug(resource.firstName, resource.lastName)}/${resource.staffId}`
      : null,
  }
}
