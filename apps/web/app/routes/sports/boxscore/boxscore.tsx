import { formatGameDay } from '~/components/games/game-time'
import { LineScore } from '~/components/games/line-score'
import { SmartLink } from '~/components/smart-link'
import { schedulePath } from '~/paths/schedule'
import { statsPath } from '~/paths/stats'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/boxscore'
import { toDisplayName, venueFacts } from './box-facts'
import { NoBoxScore } from './box-missing'
import { PlayByPlay, ScoringPlays, ScoringSummary } from './box-plays'
import { TeamTables } from './box-tables'
import type { BoxScoreTeamView } from './box-view'
import { loadBoxScorePage } from './boxscore.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  return loadBoxScorePage(params, request.signal)
}

function headline(visitor: BoxScoreTeamView, home: BoxScoreTeamView, isNeutral: boolean) {
  return `${visitor.name} ${visitor.score}, ${home.name} ${home.score}${isNeutral ? ' (neutral site)' : ''}`
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { sport, box, path, game } = loaderData
  const siteName = getSiteName(matches)
  const when = game ? ` on ${formatGameDay(game.day, true)}` : ''
  if (!box) {
    const versus = `${game?.row?.atVs ?? 'vs'} ${game?.row?.opponent?.name ?? 'opponent'}`
    return pageMeta({
      matches,
      title: `${sport.title} ${versus}`,
      description: `${siteName} ${sport.title} ${versus}${when}: the result. The box score is not available.`,
      path,
    })
  }
  return pageMeta({
    matches,
    title: `${sport.title} box score: ${box.visitor.name} at ${box.home.name}`,
    description: `${siteName} ${sport.title}${when}: ${headline(box.visitor, box.home, box.isNeutral)}. Line score, team and player statistics.`,
    path,
  })
}

function Leaders({ team }: { team: BoxScoreTeamView }) {
  if (team.leaders.length === 0) return null
  return (
    <div>
      <h3 className="font-bold uppercase">{team.name}</h3>
      <dl className="mt-2 space-y-1">
        {team.leaders.map((leader) => (
          <div key={leader.stat} className="flex flex-wrap gap-x-2">
            <dt className="text-ink-muted">{leader.label}:</dt>
            <dd>
              {leader.players.map((player) => toDisplayName(player.name)).join(', ')}{' '}
              <span className="font-bold tabular-nums">{leader.value}</span>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

function Scoreboard({ visitor, home }: { visitor: BoxScoreTeamView; home: BoxScoreTeamView }) {
  const winner =
    Number(visitor.score) > Number(home.score)
      ? visitor
      : Number(home.score) > Number(visitor.score)
        ? home
        : null
  return (
    <p className="mt-4 grid max-w-xl grid-cols-[minmax(0,1fr)_auto] gap-x-6 gap-y-1 text-2xl md:text-3xl">
      {[visitor, home].map((team) => (
        <span key={team.name} className="contents">
          <span className={team === winner ? 'font-black' : ''}>
            {team.name}
            {team.record ? <span className="text-base font-normal"> ({team.record})</span> : null}
          </span>
          <span className="text-right font-display font-black tabular-nums">{team.score}</span>
        </span>
      ))}
    </p>
  )
}

function SeasonLinks({
  sport,
  season,
}: {
  sport: { globalSportNameSlug: string; title: string }
  season: string
}) {
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1 font-bold uppercase tracking-wide">
      <SmartLink url={schedulePath(sport.globalSportNameSlug, season)} className="hover:underline">
        {season} {sport.title} schedule
      </SmartLink>
      <SmartLink url={statsPath(sport.globalSportNameSlug, season)} className="hover:underline">
        Season statistics
      </SmartLink>
    </p>
  )
}

export default function BoxScorePage({ loaderData }: Route.ComponentProps) {
  const { sport, season, game, box } = loaderData
  if (!box) {
    // The loader keeps the page without a box score only for a known, decided game.
    return game?.row ? (
      <NoBoxScore
        sportTitle={sport.title}
        game={game.row}
        seasonLinks={<SeasonLinks sport={sport} season={season} />}
      />
    ) : null
  }
  const date = game ? formatGameDay(game.day, true) : (box.gameDate ?? box.venue?.date)
  const event = game?.tournament ?? box.venue?.tournamentName
  const facts: [string, string][] = [
    ...(date ? [['Date', date] as [string, string]] : []),
    ...venueFacts(box.venue),
    ...(event ? [['Event', event] as [string, string]] : []),
  ]
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <SeasonLinks sport={sport} season={season} />
          <h1 className="mt-2 font-display text-3xl font-black uppercase leading-none tracking-tight md:text-5xl">
            Box score: {box.visitor.name} at {box.home.name}
          </h1>
          <Scoreboard visitor={box.visitor} home={box.home} />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <section aria-labelledby="line-score-heading" className="min-w-0">
            <h2 id="line-score-heading" className="mb-3 font-display text-2xl font-black uppercase">
              Line score
            </h2>
            {box.lineScore ? (
              <LineScore
                periods={box.lineScore.periods}
                rows={[box.lineScore.visitor, box.lineScore.home]}
                caption="Score by period"
                total={box.lineScore.total}
                extras={box.lineScore.extras}
              />
            ) : (
              <p>No score by period was recorded.</p>
            )}
          </section>
          <section aria-labelledby="facts-heading">
            <h2 id="facts-heading" className="mb-3 font-display text-2xl font-black uppercase">
              Game facts
            </h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              {facts.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="font-bold">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            {game?.recap ? (
              <p className="mt-4">
                <SmartLink url={game.recap.url} className="font-bold text-brand-strong underline">
                  Read the recap
                </SmartLink>
              </p>
            ) : null}
          </section>
        </div>
        {/* Baseball and softball's scoring plays read with the line score, before the tables. */}
        <ScoringPlays plays={box.scoringPlays} visitor={box.visitor.name} home={box.home.name} />
        {box.visitor.leaders.length + box.home.leaders.length > 0 ? (
          <section aria-labelledby="leaders-heading">
            <h2 id="leaders-heading" className="mb-3 font-display text-2xl font-black uppercase">
              Game leaders
            </h2>
            <div className="grid gap-6 sm:grid-cols-2">
              <Leaders team={box.visitor} />
              <Leaders team={box.home} />
            </div>
          </section>
        ) : null}
        {[box.visitor, box.home].map((team, i) => (
          <section key={team.name} aria-labelledby={`team-${i}-heading`} className="min-w-0">
            <h2
              id={`team-${i}-heading`}
              className="mb-3 font-display text-2xl font-black uppercase"
            >
              {team.name} statistics
            </h2>
            <TeamTables team={team} />
          </section>
        ))}
        <ScoringSummary scores={box.scores} />
        <PlayByPlay plays={box.plays} />
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
