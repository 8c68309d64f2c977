import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'

import type { SportGamesData } from './sport-games.server'

// A sport home's schedule section: the next games and the latest results (markup made on the
// server), with the ways to the full schedule and the results.
export function SportGames({
  sport,
  games,
  paths,
}: {
  sport: { title: string }
  games: SportGamesData
  /** The sport's schedule and results, built by the page's loader (paths/schedule.ts). */
  paths: { schedule: string; results: string }
}) {
  return (
    <section aria-labelledby="sport-games-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="sport-games-heading" className="font-display text-2xl font-black uppercase">
          {sport.title} schedule
        </h2>
        <p className="flex gap-4 font-bold">
          <SmartLink url={paths.schedule} className="underline">
            Full schedule
          </SmartLink>
          <SmartLink url={paths.results} className="underline">
            All results
          </SmartLink>
        </p>
      </div>
      {games.countdown ? (
        <div>
          <h3 className="mb-3 font-bold uppercase">Next up: {games.nextGame}</h3>
          <StaticHtml markup={games.countdown} />
        </div>
      ) : null}
      {games.upcoming ? (
        <div>
          <h3 className="mb-3 font-bold uppercase">Next games</h3>
          <StaticHtml markup={games.upcoming} />
        </div>
      ) : null}
      {games.results ? (
        <div>
          <h3 className="mb-3 font-bold uppercase">Latest results</h3>
          <StaticHtml markup={games.results} />
        </div>
      ) : null}
    </section>
  )
}
