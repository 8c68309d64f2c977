import { PersonPhoto } from '~/components/people/person-photo'
import { RichText } from '~/components/rich-text'
import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { ColumnHeads } from '~/components/ui/column-heads'
import { rosterPath } from '~/paths/roster'

import type { PlayerBioPageData } from './player-bio.server'
import { StatTable } from './stat-table'

const SEASON_COLUMNS = [
  'Season',
  { key: 'no', label: 'No.', numeric: true },
  'Position',
  'Class',
  { key: 'ht', label: 'Ht.', numeric: true },
  { key: 'wt', label: 'Wt.', numeric: true },
] as const

/**
 * A player's season as the bio page shows it; the hidden bio (routes/hidden) shows the same
 * under its preview band. `rosterPath` is where the roster link leads.
 */
export function PlayerBioView({
  loaderData,
  rosterPath: rosterPathOverride,
}: {
  loaderData: PlayerBioPageData
  rosterPath?: string
}) {
  const { player, sport, season, rosterTitle, history, stats, defaultImage } = loaderData
  const rosterLink = rosterPathOverride ?? rosterPath(sport.globalSportNameSlug, season)
  return (
    <article>
      <header className="on-primary">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:flex-row sm:items-end md:py-12">
          <PersonPhoto
            src={player.image}
            fallback={defaultImage}
            width={240}
            height={300}
            className="aspect-[4/5] h-auto w-40 shrink-0 rounded-sm sm:w-60"
          />
          <div className="min-w-0">
            <p className="font-bold uppercase tracking-wide">
              <SmartLink url={rosterLink} className="hover:underline">
                {rosterTitle ?? `${sport.title} roster`}
              </SmartLink>
            </p>
            <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-6xl">
              {player.jersey ? (
                <span className="mr-3 text-accent">
                  <span className="sr-only">Number </span>
                  {player.jersey}
                </span>
              ) : null}
              {player.name}
            </h1>
            {player.isCaptain ? <p className="mt-2 font-bold uppercase">Captain</p> : null}
          </div>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[20rem_1fr]">
        <aside aria-labelledby="facts-heading" className="space-y-6">
          <h2 id="facts-heading" className="sr-only">
            Facts
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-sm border border-line p-4">
            {player.facts.map((fact) => (
              <div key={fact.label} className="contents">
                <dt className="font-bold">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          {player.social ? <StaticHtml markup={player.social} /> : null}
        </aside>
        <div className="min-w-0 space-y-10">
          {player.bio ? (
            <section aria-labelledby="bio-heading">
              <h2 id="bio-heading" className="mb-4 font-display text-2xl font-black uppercase">
                Bio
              </h2>
              <RichText html={player.bio} />
            </section>
          ) : null}
          {loaderData.honors ? <StaticHtml markup={loaderData.honors} /> : null}
          {stats ? (
            <section aria-labelledby="stats-heading" className="space-y-6">
              <h2 id="stats-heading" className="font-display text-2xl font-black uppercase">
                Statistics
              </h2>
              {stats.career.map((table, index) => (
                <StatTable
                  key={`career-${table.title}`}
                  id={`career-stats-${index}`}
                  caption={`Career: ${table.title}`}
                  table={table}
                />
              ))}
              {stats.games.map((table, index) => (
                <StatTable
                  key={`games-${table.title}`}
                  id={`game-stats-${index}`}
                  caption={`${stats.season ?? 'Season'} game by game: ${table.title}`}
                  table={table}
                />
              ))}
            </section>
          ) : null}
          {history.length > 0 ? (
            <section aria-labelledby="seasons-heading">
              <h2 id="seasons-heading" className="mb-4 font-display text-2xl font-black uppercase">
                Seasons
              </h2>
              <div
                role="region"
                aria-labelledby="seasons-heading"
                tabIndex={0}
                className="relative max-w-full overflow-x-auto"
              >
                <table className="w-full border-collapse text-left">
                  <ColumnHeads
                    columns={SEASON_COLUMNS}
                    rowClassName="border-b-2 border-ink bg-surface-raised"
                    cellClassName="px-3 py-2"
                  />
                  <tbody>
                    {history.map((entry) => (
                      <tr key={entry.id} className="border-b border-line">
                        <th scope="row" className="px-3 py-2 font-bold">
                          {entry.isCurrent ? (
                            <span aria-current="page">{entry.season}</span>
                          ) : (
                            <SmartLink url={entry.path} className="underline underline-offset-4">
                              {entry.season}
                              <span className="sr-only"> season of {player.name}</span>
                            </SmartLink>
                          )}
                        </th>
                        <td className="px-3 py-2 text-right tabular-nums">{entry.jersey}</td>
                        <td className="px-3 py-2">{entry.position}</td>
                        <td className="px-3 py-2">{entry.academicYear}</td>
                        <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                          {entry.height}
                        </td>
                        <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                          {entry.weight}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </article>
  )
}
