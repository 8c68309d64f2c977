import { toSlug } from '@fieldhouse/domain/slug'
import { toVCard } from '@fieldhouse/domain/vcard'

import { toTelHref } from '~/components/people/contact-links'
import { staffListingPath } from '~/paths/staff-directory'
import { getSiteUrl } from '~/utils/env.server'
import { fileNotFound, fileUnavailable } from '~/utils/file-response.server'
import { parseId } from '~/utils/params'
import { provider } from '~/utils/provider.server'
import { toSiteIdentity } from '~/utils/site-identity'

import type { Route } from './+types/staff-vcard'

// GET /staff-directory/vcard/{staffId}: a person's contact card (vCard 4.0, RFC 6350) to add to
// an address book, for everyone with a bio (the directory's own staff, coaches, support staff).
// A malformed or unknown id is a plain-text 404, a provider failure a 503 with Retry-After;
// never a 500.
export async function loader({ params, request }: Pick<Route.LoaderArgs, 'params' | 'request'>) {
  const { signal } = request
  const id = parseId(params.staffId)
  if (id === null) return notFound()
  const [loaded, settings] = await Promise.all([
    provider.loadStaffMember(id, { signal }),
    provider.getSiteSettings({ signal }),
  ])
  if (loaded.status === 'missing') return notFound()
  if (loaded.status === 'unavailable') return unavailable()
  const member = loaded.value
  const siteUrl = getSiteUrl()
  const card = toVCard({
    firstName: member.firstName,
    lastName: member.lastName,
    title: member.title,
    organization: [
      toSiteIdentity(settings).name,
      ...(member.category ? [member.category.title] : []),
    ],
    email: member.email,
    telUri: member.phone ? toTelHref(member.phone) : null,
    url: new URL(staffListingPath(member), siteUrl).href,
    photo: member.image ? new URL(member.image.url, siteUrl).href : null,
  })
  const name = toSlug(`${member.firstName} ${member.lastName}`) || 'staff'
  return new Response(card, {
    headers: {
      'Content-Type': 'text/vcard; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.vcf"`,
      // As the calendar files: a CDN may keep it for fifteen minutes.
      'Cache-Control': 'public, max-age=900, s-maxage=900',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

const notFound = () => fileNotFound('No staff member has this address.')

const unavailable = () =>
  fileUnavailable('Contact cards are temporarily unavailable. Try again in a minute.')
