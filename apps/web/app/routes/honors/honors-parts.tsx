import type { ReactNode } from 'react'

import type { SafeHtml } from '@fieldhouse/provider-client/safe-html'

import { toInitials, type Headshot, type SportLink } from '~/components/honors/honors.server'
import { RichText } from '~/components/rich-text'
import { Image } from '~/components/ui/image'

// Pieces the honors screens' server-made bodies share (`serverSection` in the loaders). Plain
// links: they render outside the router.

const LINK = 'font-bold text-brand-strong underline underline-offset-4 hover:no-underline'

/** A portrait (4:5), or the person's initials on the school's colours when there is none. */
export function HonorPhoto({
  headshot,
  initials,
  width,
  sizes,
  priority,
  className = '',
}: {
  headshot: Headshot
  initials: string
  width: number
  sizes?: string
  priority?: boolean
  className?: string
}) {
  // The width is the caller's (`className`): a thumbnail's fixed one, else the column's.
  const box = `aspect-[4/5] ${/(^|\s)w-/.test(className) ? '' : 'w-full'} ${className}`
  if (headshot) {
    return (
      <Image
        src={headshot.url}
        alt=""
        width={width}
        height={Math.round((width * 5) / 4)}
        sizes={sizes}
        priority={priority}
        className={`bg-surface-raised object-cover ${box}`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`flex items-center justify-center bg-brand font-display text-4xl font-black text-accent ${box}`}
    >
      {initials}
    </span>
  )
}

export function SportName({ sport }: { sport: SportLink }) {
  return sport.path ? (
    <a
      href={sport.path}
      className="inline-block min-h-6 py-0.5 underline underline-offset-2 hover:no-underline"
    >
      {sport.title}
    </a>
  ) : (
    <>{sport.title}</>
  )
}

/** The page's title, its kicker above and the department's words below. */
export function HonorsHeader({
  kicker,
  title,
  blurb,
  lead,
}: {
  kicker: { title: string; path: string } | null
  title: string
  blurb?: SafeHtml | null
  lead?: string | null
}) {
  return (
    <header>
      {kicker ? (
        <p className="text-sm font-bold uppercase tracking-wide">
          <a href={kicker.path} className="underline underline-offset-4">
            {kicker.title}
          </a>
        </p>
      ) : null}
      <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none break-words md:text-5xl">
        {title}
      </h1>
      {blurb ? <RichText html={blurb} className="mt-3 text-lg text-ink-muted" /> : null}
      {lead ? <p className="mt-3 max-w-2xl text-lg text-ink-muted">{lead}</p> : null}
    </header>
  )
}

/** The ways a list can be grouped, as links (each an address of its own). */
export function GroupingNav({
  label,
  groupings,
}: {
  label: string
  groupings: readonly { name: string; path: string; current: boolean }[]
}) {
  if (groupings.length < 2) return null
  return (
    <nav aria-label={label} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {groupings.map((grouping) => (
          <li key={grouping.path}>
            <a
              href={grouping.path}
              aria-current={grouping.current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-sm border-2 px-3 font-bold ${
                grouping.current
                  ? 'border-ink bg-ink text-surface'
                  : 'border-line bg-surface hover:border-ink'
              }`}
            >
              {grouping.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Jump links to a long list's groups (years, sports, letters). */
export function GroupIndex({
  label,
  groups,
}: {
  label: string
  groups: readonly { key: string; label: string }[]
}) {
  if (groups.length < 6) return null
  return (
    <nav aria-label={label} className="mt-6 border-y-2 border-line py-2">
      {/* One scrolling row on phones, so a long index does not push the list down. */}
      <ul className="flex gap-1 overflow-x-auto text-sm sm:flex-wrap">
        {groups.map((group) => (
          <li key={group.key}>
            <a
              href={`#${toAnchor(group.key)}`}
              className="inline-flex min-h-10 min-w-10 items-center justify-center whitespace-nowrap rounded-sm px-1.5 font-bold tabular-nums hover:bg-surface-raised hover:underline"
            >
              {group.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function toAnchor(key: string): string {
  return `group-${key.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
}

/** A profile's facts as a description list. */
export function FactList({ facts }: { facts: readonly { label: string; value: string }[] }) {
  if (facts.length === 0) return null
  return (
    <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t-2 border-line pt-4">
      {facts.map((fact) => (
        <div key={fact.label} className="contents">
          <dt className="font-bold uppercase tracking-wide text-ink-muted text-sm leading-6">
            {fact.label}
          </dt>
          <dd className="leading-6">{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function ProfileLinks({
  links,
}: {
  links: readonly ({ text: string; path: string } | null)[]
}) {
  const shown = links.filter((link) => link !== null)
  if (shown.length === 0) return null
  return (
    <ul className="mt-6 space-y-2">
      {shown.map((link) => (
        <li key={link.path}>
          <a href={link.path} className={LINK}>
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** An honoree's links to their roster bio and their sport's home, each when that page exists. */
export function toHonoreeLinks(honoree: {
  name: string
  rosterBioPath: string | null
  sport: SportLink
}): ({ text: string; path: string } | null)[] {
  return [
    honoree.rosterBioPath
      ? { text: `${honoree.name}'s roster bio`, path: honoree.rosterBioPath }
      : null,
    honoree.sport.path ? { text: `${honoree.sport.title} home`, path: honoree.sport.path } : null,
  ]
}

/** One group of a list (a year, a sport, a class): its heading, the jump index's target. */
export function HonorGroup({
  groupKey,
  title,
  count,
  className,
  children,
}: {
  groupKey: string
  title: string
  /** Said small beside the title ("12 inductees"). */
  count?: string
  className: string
  children: ReactNode
}) {
  const anchor = toAnchor(groupKey)
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      className={`${className} scroll-mt-24`}
    >
      <h2
        id={`${anchor}-heading`}
        className="flex flex-wrap items-baseline gap-x-3 border-b-4 border-brand pb-1 font-display text-3xl font-black uppercase"
      >
        {title}
        {count ? (
          <span className="font-sans text-base font-bold normal-case text-ink-muted">{count}</span>
        ) : null}
      </h2>
      {children}
    </section>
  )
}

/** One honoree's page: portrait, kicker, name and the honor as a badge; then what the caller
 *  adds (a summary), the facts and links, and a longer text under its own heading. */
export function HonorProfile({
  honoree: { name, headshot, facts },
  kicker,
  badge,
  children,
  links,
  more,
}: {
  honoree: { name: string; headshot: Headshot; facts: readonly { label: string; value: string }[] }
  kicker: { title: string; path: string }
  badge: string
  children?: ReactNode
  links: readonly ({ text: string; path: string } | null)[]
  more: { id: string; heading: string; html: SafeHtml | null }
}) {
  return (
    <article className="py-10">
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <HonorPhoto
          headshot={headshot}
          initials={toInitials(name)}
          width={256}
          priority
          className="w-40 rounded-sm sm:w-48 md:w-64"
        />
        <div className="min-w-0">
          <HonorsHeader kicker={kicker} title={name} />
          <p className="mt-3 inline-block rounded-sm bg-brand px-3 py-1 font-bold uppercase tracking-wide text-on-brand">
            {badge}
          </p>
          {children}
          <FactList facts={facts} />
          <ProfileLinks links={links} />
        </div>
      </div>
      {more.html ? (
        <section aria-labelledby={more.id} className="mt-10">
          <h2 id={more.id} className="font-display text-2xl font-black uppercase">
            {more.heading}
          </h2>
          <RichText html={more.html} className="mt-3" />
        </section>
      ) : null}
    </article>
  )
}
