import { href } from 'react-router'

import { buildImageUrl } from '@fieldhouse/domain/image-url'

import { ContactList } from '~/components/people/contact-list'
import { RichText } from '~/components/rich-text'
import { SmartLink } from '~/components/smart-link'
import { getShell, getSiteName, type RootMatches } from '~/shell/use-shell'
import { pageMeta } from '~/utils/meta'

import { PersonPhoto } from '../roster/person-photo'
import type { StaffBioData } from './staff-bio.server'
import { toPersonStructuredData } from './staff-structured-data'

/** Title, description, canonical link, headshot as the share image and Person JSON-LD. */
export function staffBioMeta(data: StaffBioData, matches: RootMatches) {
  const { sport, person } = data
  const shell = getShell(matches)
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
        sportPath: href('/sports/:slug', { slug: sport.globalSportNameSlug }),
      },
      shell?.siteUrl ?? null,
    ),
  })
}

/** A coach's or support staff member's bio: headshot and contact beside, the biography after. */
export function StaffBioPage({ data }: { data: StaffBioData }) {
  const { sport, person, kind, isHeadCoach, defaultImage } = data
  const coachesPath = href('/sports/:slug/coaches/:season?', { slug: sport.globalSportNameSlug })
  return (
    <article>
      <header className="on-primary">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end md:py-12">
          <PersonPhoto
            src={person.image}
            fallback={defaultImage}
            width={240}
            height={300}
            className="aspect-[4/5] h-auto w-40 rounded-sm sm:w-48 md:w-60"
          />
          <div className="min-w-0">
            <p className="font-bold uppercase tracking-wide">
              <SmartLink
                url={href('/sports/:slug', { slug: sport.globalSportNameSlug })}
                className="hover:underline"
              >
                {sport.title}
              </SmartLink>
              <span aria-hidden="true"> · </span>
              {kind === 'coach' ? 'Coaching staff' : 'Support staff'}
            </p>
            <h1 className="mt-2 break-words font-display text-4xl font-black uppercase leading-none tracking-tight md:text-6xl">
              {person.name}
            </h1>
            {person.title ? <p className="mt-3 text-lg md:text-xl">{person.title}</p> : null}
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {/* Contact first on a phone: a recruit's parent is usually after an address. */}
        <aside
          aria-labelledby="contact-heading"
          className="h-fit space-y-4 rounded-sm bg-surface-raised p-5 lg:order-last"
        >
          <h2 id="contact-heading" className="font-display text-2xl font-black uppercase">
            Contact
          </h2>
          <ContactList email={person.email} phone={person.phone} vCardPath={person.vCardPath} />
          {person.social.length > 0 ? (
            <ul aria-label={`${person.name} on social media`} className="flex flex-wrap gap-2">
              {person.social.map((link) => (
                <li key={link.platform}>
                  <SmartLink url={link.url} openInNewWindow className="button-secondary">
                    {link.platform}
                    <span className="sr-only">: @{link.userName}</span>
                  </SmartLink>
                </li>
              ))}
            </ul>
          ) : null}
          <ul className="space-y-2 border-t border-line pt-4">
            {isHeadCoach ? (
              <li>
                <SmartLink
                  url={href('/sports/:slug/coaches/year', { slug: sport.globalSportNameSlug })}
                  className="font-bold text-brand-strong hover:underline"
                >
                  {sport.title} coaching records
                </SmartLink>
              </li>
            ) : null}
            <li>
              <SmartLink url={coachesPath} className="font-bold text-brand-strong hover:underline">
                {sport.title} coaching and support staff
              </SmartLink>
            </li>
            <li>
              <SmartLink
                url={href('/sports/:slug/roster/:season?', { slug: sport.globalSportNameSlug })}
                className="font-bold text-brand-strong hover:underline"
              >
                {sport.title} roster
              </SmartLink>
            </li>
          </ul>
        </aside>
        <section aria-labelledby="bio-heading" className="min-w-0">
          <h2 id="bio-heading" className="font-display text-2xl font-black uppercase">
            Biography
          </h2>
          {person.bio ? (
            <RichText html={person.bio} className="mt-4" />
          ) : (
            <p className="mt-4 text-ink-muted">No biography has been written yet.</p>
          )}
        </section>
      </div>
    </article>
  )
}
