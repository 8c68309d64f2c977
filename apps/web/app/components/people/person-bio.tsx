import type { ReactNode } from 'react'

import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import { RichText } from '~/components/rich-text'
import { StaticHtml } from '~/components/static-html'
import type { ServerMarkup } from '~/render'

import { ContactList } from './contact-list'

/** What a staff member's bio page shows of them, wherever the bio lives. */
export type BioPerson = {
  name: string
  title: string | null
  email: string | null
  phone: string | null
  /** HTML from the provider's editor, sanitised by the client. */
  bio: SafeHtml | null
  /** The accounts' row, made on the server (staff-person.ts); null when there are none. */
  social: ServerMarkup | null
  /** The person's contact card for an address book (routes/staff-directory/staff-vcard.ts). */
  vCardPath: string
}

/**
 * A staff member's bio (a sport's coach or support staff, the directory's own staff): headshot,
 * where they belong and their name on the brand band; contact beside the biography, first on a
 * phone, since that is what most visitors came for.
 */
export function PersonBio({
  person,
  photo,
  belongsTo,
  links,
  noBio,
}: {
  person: BioPerson
  photo: ReactNode
  /** The line above the name: the sport or department, linked. */
  belongsTo: ReactNode
  /** More links under the contact details. */
  links?: ReactNode
  /** Said when there is no biography. */
  noBio: ReactNode
}) {
  return (
    <article>
      <header className="on-primary">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-end md:py-12">
          {photo}
          <div className="min-w-0">
            <p className="font-bold uppercase tracking-wide">{belongsTo}</p>
            <h1 className="mt-2 break-words font-display text-4xl font-black uppercase leading-none tracking-tight md:text-6xl">
              {person.name}
            </h1>
            {person.title ? <p className="mt-3 text-lg md:text-xl">{person.title}</p> : null}
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <aside
          aria-labelledby="contact-heading"
          className="h-fit space-y-4 rounded-sm bg-surface-raised p-5 lg:order-last"
        >
          <h2 id="contact-heading" className="font-display text-2xl font-black uppercase">
            Contact
          </h2>
          <ContactList email={person.email} phone={person.phone} vCardPath={person.vCardPath} />
          {person.social ? <StaticHtml markup={person.social} /> : null}
          {links}
        </aside>
        <section aria-labelledby="bio-heading" className="min-w-0">
          <h2 id="bio-heading" className="font-display text-2xl font-black uppercase">
            Biography
          </h2>
          {person.bio ? (
            <RichText html={person.bio} className="mt-4" />
          ) : (
            <p className="mt-4 text-ink-muted">{noBio}</p>
          )}
        </section>
      </div>
    </article>
  )
}
