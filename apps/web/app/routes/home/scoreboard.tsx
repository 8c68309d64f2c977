import type { GameStripsMarkup } from '~/components/games/game-strips.server'
import { StaticHtml } from '~/components/static-html'

// The home page's scoreboard across sports: the latest results and the next games, as markup
// made on the server (home.server.tsx). Left out when there is neither.
export function Scoreboard({ strips }: { strips: GameStripsMarkup }) {
  if (!strips.results && !strips.upcoming) return null
  return (
    <section aria-labelledby="scoreboard-heading" className="space-y-6">
      <h2 id="scoreboard-heading" className="font-display text-2xl font-black uppercase">
        Scoreboard
      </h2>
      {strips.results ? (
        <div>
          <h3 className="mb-3 font-bold uppercase">Latest results</h3>
          <StaticHtml markup={strips.results} />
        </div>
      ) : null}
      {strips.upcoming ? (
        <div>
          <h3 className="mb-3 font-bold uppercase">Next games</h3>
          <StaticHtml markup={strips.upcoming} />
        </div>
      ) : null}
    </section>
  )
}
