import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { PersonBio } from '~/components/people/person-bio'
import { BioPhoto } from '~/components/people/person-photo'
import { SmartLink } from '~/components/smart-link'
import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName, type RootMatches } from '~/seo/root-matches'

import type { StaffBioData } from './staff-bio.server'
import { toPersonStructuredData } from './staff-structured-data'

/** Title, description, canonical link, headshot as the share image and Person JSON-LD. */
export function staffBioMeta(data: StaffBioData, matches: RootMatches) {
  const { sport, person } = data
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const role = person.title ?? (data.kind === 'coach' ? 'Coach' : 'Staff')
  // SPEC.md 9: share images are 1600 px wide JPEGs; the headshot is the person's picture.
  const image = person.image
    ? buildImageUrl({ baseUrl: '', src: person.image, width: 1600, type: 'jpeg' })
    : null
  return pageMeta({
    matches,
    title: `${person.name} - ${role} - ${sport.title}`,
    description: `${person.name}, ${role.toLowerCase()} of ${siteName} ${sport.title}: biography, contact details and career.`,
    path: person.path,
    image,
    structuredData: toPersonStructuredData(
      { ...person, image },
      {
        siteName,
        sportTitle: sport.title,
        sportPath: data.paths.sport,
      },
      shell?.siteUrl ?? null,
    ),
  })
}

/** A coach's or support staff member's bio: headshot and contact beside, the biography after. */
export function StaffBioPage({ data }: { data: StaffBioData }) {
  const { sport, person, kind, isHeadCoach, defaultImage } = data
  const coachesList = data.paths.coaches
  return (
    <PersonBio
      person={person}
      photo={<BioPhoto src={person.image} fallback={defaultImage} />}
      belongsTo={
        <>
          <SmartLink url={data.paths.sport} className="hover:underline">
            {sport.title}
          </SmartLink>
          <span aria-hidden="true"> · </span>
          {kind === 'coach' ? 'Coaching staff' : 'Support staff'}
        </>
      }
      links={
        <ul className="space-y-2 border-t border-line pt-4">
          {isHeadCoach ? (
            <li>
              <SmartLink
                url={data.paths.records}
                className="font-bold text-brand-strong hover:underline"
              >
                {sport.title} coaching records
              </SmartLink>
            </li>
          ) : null}
          <li>
            <SmartLink url={coachesList} className="font-bold text-brand-strong hover:underline">
              {sport.title} coaching and support staff
            </SmartLink>
          </li>
          <li>
            <SmartLink
              url={data.paths.roster}
              className="font-bold text-brand-strong hover:underline"
            >
              {sport.title} roster
            </SmartLink>
          </li>
        </ul>
      }
      noBio="No biography has been written yet."
    />
  )
}
