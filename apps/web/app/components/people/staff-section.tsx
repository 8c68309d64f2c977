import type { ReactNode } from 'react'

import { SmartLink } from '~/components/smart-link'

import { PersonPhoto } from './person-photo'
import type { StaffRow } from './roster-rows'

type StaffSectionProps = {
  id: string
  title: string
  members: readonly StaffRow[]
  defaultImage: string | null
  /**
   * `compact` beside a roster (a small photo, the name and title); `full` on the coaches page,
   * where the card is the point: a larger photo and room for `details`.
   */
  size?: 'compact' | 'full'
  /** More about a member under the title (the coaches page's contact links). */
  details?: (member: StaffRow) => ReactNode
}

const SIZES = {
  compact: {
    grid: 'sm:grid-cols-2 lg:grid-cols-3',
    card: 'items-center',
    photo: { width: 64, height: 80, className: 'h-20 w-16 shrink-0 rounded-sm' },
    name: 'font-bold',
    title: 'text-sm text-ink-muted',
  },
  full: {
    grid: 'md:grid-cols-2 xl:grid-cols-3',
    card: '',
    photo: { width: 112, height: 140, className: 'h-[8.75rem] w-28 shrink-0 rounded-sm' },
    name: 'text-lg font-bold leading-tight',
    title: 'text-ink-muted',
  },
} as const

/**
 * A staff as cards: photo, the name (to the bio) and title. Cards lie sideways so a long title
 * or address wraps beside the photo instead of squeezing it on a phone.
 */
export function StaffSection(props: StaffSectionProps) {
  const { id, title, members, defaultImage, size = 'compact', details } = props
  if (members.length === 0) return null
  const look = SIZES[size]
  const Name = size === 'full' ? 'h3' : 'p'
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-2xl font-black uppercase">
        {title}
      </h2>
      <ul className={`grid gap-4 ${look.grid}`}>
        {members.map((member) => (
          <li
            key={member.id}
            className={`flex gap-4 rounded-sm border border-line p-3 ${look.card}`}
          >
            <PersonPhoto src={member.image} fallback={defaultImage} {...look.photo} />
            <div className="min-w-0 space-y-1">
              <Name className={look.name}>
                {member.url ? (
                  <SmartLink url={member.url} className="underline-offset-4 hover:underline">
                    {member.name}
                  </SmartLink>
                ) : (
                  member.name
                )}
              </Name>
              {member.title ? <p className={look.title}>{member.title}</p> : null}
              {details?.(member)}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
