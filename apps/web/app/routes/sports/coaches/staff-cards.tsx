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
              <Contact name={member.name} email={member.email} phone={member.phone} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

// The address itself would break mid-word in a card this narrow: the link says Email and names
// the person for screen readers; the address is on the bio, and in the link for copying.
function Contact({
  name,
  email,
  phone,
}: {
  name: string
  email: string | null
  phone: string | null
}) {
  const mailto = email ? toMailtoHref(email) : null
  const tel = phone ? toTelHref(phone) : null
  if (!mailto && !phone) return null
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {mailto ? (
        <a href={mailto} className="font-bold text-brand-strong underline-offset-4 hover:underline">
          Email<span className="sr-only"> {name}</span>
        </a>
      ) : null}
      {phone ? (
        tel ? (
          <a href={tel} className="text-brand-strong underline-offset-4 hover:underline">
            <span className="sr-only">Phone: </span>
            {phone}
          </a>
        ) : (
          <span>{phone}</span>
        )
      ) : null}
    </p>
  )
}
