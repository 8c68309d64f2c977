import { SmartLink } from '~/components/smart-link'

import { PersonPhoto } from '../roster/person-photo'
import type { StaffRow } from '../roster/roster-rows'
import { toMailtoHref, toTelHref } from './contact-links'

type StaffCardsProps = {
  id: string
  title: string
  members: readonly StaffRow[]
  defaultImage: string | null
}

/**
 * A staff as the coaches page lists it: headshot, name (to the bio), title and the contact a
 * recruit or parent looks for. Cards lie sideways so a long title or address wraps beside the
 * photo instead of squeezing it on a phone.
 */
export function StaffCards({ id, title, members, defaultImage }: StaffCardsProps) {
  if (members.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-2xl font-black uppercase">
        {title}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {members.map((member) => (
          <li key={member.id} className="flex gap-4 rounded-sm border border-line p-3">
            <PersonPhoto
              src={member.image}
              fallback={defaultImage}
              width={112}
              height={140}
              className="h-[8.75rem] w-28 shrink-0 rounded-sm"
            />
            <div className="min-w-0 space-y-1">
              <h3 className="text-lg font-bold leading-tight">
                {member.url ? (
                  <SmartLink url={member.url} className="underline-offset-4 hover:underline">
                    {member.name}
                  </SmartLink>
                ) : (
                  member.name
                )}
              </h3>
              {member.title ? <p className="text-ink-muted">{member.title}</p> : null}
              <Contact email={member.email} phone={member.phone} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Contact({ email, phone }: { email: string | null; phone: string | null }) {
  const mailto = email ? toMailtoHref(email) : null
  const tel = phone ? toTelHref(phone) : null
  return (
    <>
      {email ? (
        <p className="break-all text-sm">
          <span className="sr-only">Email: </span>
          {mailto ? (
            <a href={mailto} className="text-brand-strong underline-offset-4 hover:underline">
              {email}
            </a>
          ) : (
            email
          )}
        </p>
      ) : null}
      {phone ? (
        <p className="text-sm">
          <span className="sr-only">Phone: </span>
          {tel ? (
            <a href={tel} className="text-brand-strong underline-offset-4 hover:underline">
              {phone}
            </a>
          ) : (
            phone
          )}
        </p>
      ) : null}
    </>
  )
}
