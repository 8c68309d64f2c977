import type { StatLeaders } from '@fieldhouse/provider-client/stat-leaders'

import { playerBioPath } from '~/paths/roster'
import { statsPath } from '~/paths/stats'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

// A sport home's leaders block (SPEC 3 "stat leader"; issue 33 §2.8, decision 035): the team's
// best in a few categories of the season, each player's name linking their bio, and the full
// statistics of that season. Static server markup (no JavaScript), made once per answer of the
// provider; left out when the sport keeps no stats or they cannot be read (SPEC.md 8).

type LeadersSport = { title: string; globalSportNameSlug: string }

/** The block, or null when there are no leaders to show. */
export async function getLeadersSection(
  sport: LeadersSport,
  signal: AbortSignal,
): Promise<StaticMarkup | null> {
  const leaders = await provider.getStatLeaders(sport.globalSportNameSlug, { signal })
  return leaders ? toLeadersMarkup(leaders)(sport) : null
}

// One answer is one sport's (the path names it): its markup is made on first use.
const toLeadersMarkup = perAnswer((leaders: StatLeaders) => {
  let html: StaticMarkup | undefined
  return (sport: LeadersSport) =>
    (html ??= toStaticMarkup(<LeadersBlock sport={sport} leaders={leaders} />))
})

function LeadersBlock({ sport, leaders }: { sport: LeadersSport; leaders: StatLeaders }) {
  const slug = sport.globalSportNameSlug
  return (
    <section aria-labelledby="sport-leaders-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id="sport-leaders-heading" className="font-display text-2xl font-black uppercase">
          {leaders.seasonTitle} {sport.title} leaders
        </h2>
        <a
          href={statsPath(slug, leaders.seasonTitle)}
          data-discover="true"
          className="font-bold underline underline-offset-4"
        >
          Full statistics <span className="sr-only">of {leaders.seasonTitle}</span>
        </a>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {leaders.categories.map((category) => {
          const [top, ...rest] = category.leaders
          return (
            <li
              key={category.key}
              className="rounded-sm border-2 border-line bg-surface-raised p-4"
            >
              <h3 className="text-sm font-black uppercase tracking-wide text-ink-muted">
                {category.label}
              </h3>
              <ol className="mt-2 space-y-1">
                {top ? (
                  <li className="flex items-end justify-between gap-3 border-b-2 border-line pb-2">
                    <LeaderName slug={slug} leader={top} className="text-lg font-bold" />
                    <span className="font-display text-4xl font-black leading-none tabular-nums">
                      {top.value}
                    </span>
                  </li>
                ) : null}
                {rest.map((leader) => (
                  <li key={leader.rosterPlayerId} className="flex justify-between gap-3">
                    <LeaderName slug={slug} leader={leader} />
                    <span className="font-bold tabular-nums">{leader.value}</span>
                  </li>
                ))}
              </ol>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function LeaderName(props: {
  slug: string
  leader: StatLeaders['categories'][number]['leaders'][number]
  className?: string
}) {
  const { slug, leader, className } = props
  return (
    <a
      href={playerBioPath(slug, leader, leader.rosterPlayerId)}
      data-discover="true"
      className={`hover:underline ${className ?? ''}`}
    >
      {leader.uniform ? <span className="text-ink-muted">#{leader.uniform} </span> : null}
      {leader.firstName} {leader.lastName}
    </a>
  )
}
