import type {
  HallOfFamePage,
  InducteeProfile,
  Plaque,
} from '~/components/honors/hall-of-fame.server'
import { RichText } from '~/components/rich-text'

import {
  FactList,
  GroupIndex,
  GroupingNav,
  HonorGroup,
  HonorPhoto,
  HonorsHeader,
  ProfileLinks,
  SportName,
} from './honors-parts'

// The hall of fame's bodies, made on the server only (`serverSection` in the loaders): each
// class of inductees a wall of plaques, each plaque a link to the inductee's bio.

const PLAQUE_SIZES =
  '(min-width: 80rem) 14rem, (min-width: 64rem) 18vw, (min-width: 40rem) 30vw, 45vw'

export function HallOfFameView({ page }: { page: HallOfFamePage }) {
  const sports = page.sportCount === 1 ? '1 sport' : `${page.sportCount} sports`
  return (
    <div className="py-10">
      <HonorsHeader
        kicker={null}
        title={page.title}
        blurb={page.blurb}
        lead={`${page.total} inductees from ${sports}.`}
      />
      <GroupingNav label="Browse the Hall of Fame by" groupings={page.groupings} />
      <GroupIndex
        label="Jump to"
        groups={page.groups.map((group) => ({
          key: group.key,
          label: group.key,
        }))}
      />
      {page.groups.length === 0 ? (
        <p className="mt-8">No one has been inducted yet.</p>
      ) : (
        page.groups.map((group, groupIndex) => (
          <HonorGroup
            key={group.key}
            groupKey={group.key}
            title={group.title}
            count={`${group.plaques.length} ${group.plaques.length === 1 ? 'inductee' : 'inductees'}`}
            className="mt-12"
          >
            <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
              {group.plaques.map((plaque, index) => (
                <PlaqueItem
                  key={plaque.id}
                  plaque={plaque}
                  priority={groupIndex === 0 && index < 5}
                />
              ))}
            </ul>
          </HonorGroup>
        ))
      )}
    </div>
  )
}

// A plaque: a framed portrait over an engraved name plate.
function PlaqueItem({ plaque, priority }: { plaque: Plaque; priority: boolean }) {
  return (
    <li className="group relative flex flex-col rounded-sm border-4 border-accent bg-ink p-1.5 text-surface shadow-md">
      <HonorPhoto
        headshot={plaque.headshot}
        initials={plaque.initials}
        width={224}
        sizes={PLAQUE_SIZES}
        priority={priority}
        className="rounded-sm"
      />
      <div className="flex flex-1 flex-col px-1.5 pb-1.5 pt-3 text-center">
        <h3 className="font-display text-lg font-black uppercase leading-tight break-words">
          {/* The whole plaque is the link's target (the ::after below). */}
          <a
            href={plaque.path}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {plaque.name}
          </a>
        </h3>
        <p className="mt-1 text-sm">{plaque.sports}</p>
        <p className="mt-auto pt-2 text-xs font-bold uppercase tracking-wide text-accent">
          {[plaque.isTeam ? 'Team' : null, plaque.classLine, plaque.inductedLine]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </li>
  )
}

export function InducteeView({
  hall,
  inductee,
}: {
  hall: { title: string; path: string }
  inductee: InducteeProfile
}) {
  return (
    <article className="py-10">
      <div className="grid gap-8 md:grid-cols-[18rem_1fr]">
        <div className="w-48 rounded-sm border-4 border-accent bg-ink p-2 sm:w-56 md:w-72">
          <HonorPhoto
            headshot={inductee.headshot}
            initials={inductee.initials}
            width={288}
            priority
            className="rounded-sm"
          />
          <p className="px-1 pt-2 text-center text-xs font-bold uppercase tracking-wide text-accent">
            {hall.title}
            {inductee.inductedLine ? ` · ${inductee.inductionYear}` : ''}
          </p>
        </div>
        <div className="min-w-0">
          <HonorsHeader kicker={hall} title={inductee.name} />
          <p className="mt-3 text-lg">
            {inductee.sportLinks.map((sport, index) => (
              <span key={sport.title}>
                {index > 0 ? ', ' : ''}
                <SportName sport={sport} />
              </span>
            ))}
          </p>
          <FactList facts={inductee.facts} />
          {inductee.social.length > 0 ? (
            <ul aria-label="Social media" className="mt-4 flex flex-wrap gap-x-4 text-sm">
              {inductee.social.map((account) => (
                <li key={account.platform}>
                  <span className="font-bold capitalize">{account.platform}</span>{' '}
                  {account.userName}
                </li>
              ))}
            </ul>
          ) : null}
          <ProfileLinks links={[{ text: `Back to the ${hall.title}`, path: hall.path }]} />
        </div>
      </div>
      {inductee.bio ? (
        <section aria-labelledby="inductee-bio" className="mt-10">
          <h2 id="inductee-bio" className="font-display text-2xl font-black uppercase">
            Biography
          </h2>
          <RichText html={inductee.bio} className="mt-3" />
        </section>
      ) : null}
    </article>
  )
}
