import { SmartLink } from '~/components/smart-link'

import { PersonPhoto } from './person-photo'
import type { StaffRow } from './roster-rows'

type StaffSectionProps = {
  id: string
  title: string
  members: readonly StaffRow[]
  defaultImage: string | null
}

/** The coaching or support staff of a roster: a photo, the name (linking to the bio) and title. */
export function StaffSection({ id, title, members, defaultImage }: StaffSectionProps) {
  if (members.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-2xl font-black uppercase">
        {title}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {members.map((member) => (
          <li key={member.id} className="flex items-center gap-4 rounded-sm border border-line p-3">
            <PersonPhoto
              src={member.image}
              fallback={defaultImage}
              width={64}
              height={80}
              className="h-20 w-16 shrink-0 rounded-sm"
            />
            <div className="min-w-0">
              <p className="font-bold">
                {member.url ? (
                  <SmartLink url={member.url} className="hover:underline">
                    {member.name}
                  </SmartLink>
                ) : (
                  member.name
                )}
              </p>
              {member.title ? <p className="text-sm text-ink-muted">{member.title}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
