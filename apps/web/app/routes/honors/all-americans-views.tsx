import { href } from 'react-router'

import { RichText } from '~/components/rich-text'

import type { AllAmericanCard, AllAmericanProfile, AllAmericansPage } from './all-americans.server'
import {
  FactList,
  GroupIndex,
  GroupingNav,
  HonorPhoto,
  HonorsHeader,
  ProfileLinks,
  SportName,
  toAnchor,
} from './honors-parts'
import { toInitials } from './honors.server'

// The all-Americans screens' bodies, made on the server only (honors-markup.server.tsx).

export function AllAmericansListView({ page }: { page: AllAmericansPage }) {
  return (
    <div className="py-10">
      <HonorsHeader
        kicker={null}
        title={page.title}
        blurb={page.blurb}
        lead={`${page.total} All-America selections.`}
      />
      <GroupingNav label="Group all-Americans by" groupings={page.groupings} />
      <GroupIndex
        label="Jump to"
        groups={page.groups.map((group) => ({ key: group.key, label: group.title }))}
      />
      {page.groups.length === 0 ? (
        <p className="mt-8">No All-Americans are listed yet.</p>
      ) : (
        page.groups.map((group) => (
          <section
            key={group.key}
            id={toAnchor(group.key)}
            aria-labelledby={`${toAnchor(group.key)}-heading`}
            className="mt-10 scroll-mt-24"
          >
            <h2
              id={`${toAnchor(group.key)}-heading`}
              className="border-b-4 border-brand pb-1 font-display text-3xl font-black uppercase"
            >
              {group.title}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <AllAmericanItem key={member.id} member={member} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}

function AllAmericanItem({ member }: { member: AllAmericanCard }) {
  return (
    <li className="flex gap-3 rounded-sm border-2 border-line bg-surface p-3">
      <HonorPhoto
        headshot={member.headshot}
        initials={toInitials(member.name)}
        width={64}
        className="w-16 shrink-0 rounded-sm text-xl"
      />
      <div className="min-w-0">
        <h3 className="font-bold leading-snug">
          <a href={member.path} className="inline-block py-0.5 hover:underline">
            {member.name}
          </a>
        </h3>
        <p className="text-sm">
          <span className="tabular-nums">{member.year}</span> · <SportName sport={member.sport} />
        </p>
        <p className="text-sm text-ink-muted">{member.honor}</p>
      </div>
    </li>
  )
}

export function AllAmericanView({ member }: { member: AllAmericanProfile }) {
  return (
    <article className="py-10">
      <div className="grid gap-8 md:grid-cols-[16rem_1fr]">
        <HonorPhoto
          headshot={member.headshot}
          initials={toInitials(member.name)}
          width={256}
          priority
          className="w-40 rounded-sm sm:w-48 md:w-64"
        />
        <div className="min-w-0">
          <HonorsHeader
            kicker={{ title: 'All-Americans', path: href('/all-americans') }}
            title={member.name}
          />
          <p className="mt-3 inline-block rounded-sm bg-brand px-3 py-1 font-bold uppercase tracking-wide text-on-brand">
            {member.year} {member.honor}
          </p>
          <FactList facts={member.facts} />
          <ProfileLinks
            links={[
              member.rosterBioPath
                ? { text: `${member.name}'s roster bio`, path: member.rosterBioPath }
                : null,
              member.sport.path
                ? { text: `${member.sport.title} home`, path: member.sport.path }
                : null,
            ]}
          />
        </div>
      </div>
      {member.bio ? (
        <section aria-labelledby="all-american-bio" className="mt-10">
          <h2 id="all-american-bio" className="font-display text-2xl font-black uppercase">
            Biography
          </h2>
          <RichText html={member.bio} className="mt-3" />
        </section>
      ) : null}
    </article>
  )
}
