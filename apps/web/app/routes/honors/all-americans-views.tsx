import type {
  AllAmericanCard,
  AllAmericanProfile,
  AllAmericansPage,
} from '~/components/honors/all-americans.server'
import { toInitials } from '~/components/honors/honors.server'
import { allAmericansPath } from '~/paths/honors'

import {
  GroupIndex,
  GroupingNav,
  HonorGroup,
  HonorPhoto,
  HonorProfile,
  HonorsHeader,
  SportName,
  toHonoreeLinks,
} from './honors-parts'

// The all-Americans screens' bodies, made on the server only (`serverSection` in the loaders).

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
          <HonorGroup key={group.key} groupKey={group.key} title={group.title} className="mt-10">
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <AllAmericanItem key={member.id} member={member} />
              ))}
            </ul>
          </HonorGroup>
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
    <HonorProfile
      honoree={member}
      kicker={{ title: 'All-Americans', path: allAmericansPath() }}
      badge={`${member.year} ${member.honor}`}
      links={toHonoreeLinks(member)}
      more={{ id: 'all-american-bio', heading: 'Biography', html: member.bio }}
    />
  )
}
