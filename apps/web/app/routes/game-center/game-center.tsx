import { useEffect, useState } from 'react'

import { formatClockTime } from '@fieldhouse/domain/clock-time'

import { Countdown } from '~/components/games/countdown'
import { gameDayHeaders, toGameDayValue, withGameDay } from '~/components/games/game-day.server'
import { GameLinks, GameOpponent, GamePlace } from '~/components/games/game-parts'
import { toSportsEvent } from '~/components/games/game-structured-data'
import { formatGameDay, GameTime } from '~/components/games/game-time'
import { LineScore } from '~/components/games/line-score'
import type { LiveTeamView, LiveView } from '~/components/games/live-view'
import { SmartLink } from '~/components/smart-link'
import { ToggleSwitch } from '~/components/ui/toggle-switch'
import { endpointHref } from '~/paths/endpoints'
import { schedulePath } from '~/paths/schedule'
import { pageMeta } from '~/seo/page-meta'
import { getPageSite, getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'

import type { Route } from './+types/game-center'
import { loadGameCenter } from './game-center.server'
import { OFFLINE_NOTICE, useLiveGame } from './use-live-game'

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadGameCenter(params, request.signal)
  const gameDay = toGameDayValue(
    page.sport.globalSportNameSlug,
    page.gameDay ? [page.gameDay] : [],
    page.siteZone,
  )
  return withGameDay(page, gameDay)
}

// On the game's day the page names the day's pages for the phone to keep (docs/decisions/039).
export const headers = gameDayHeaders

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { game, sport, path } = loaderData
  const shell = getPageSite(matches)
  const siteName = getSiteName(matches)
  const matchup = `${sport.title} ${game.atVs} ${game.opponent?.name ?? 'TBA'}`
  const url = new URL(path, shell?.siteUrl ?? 'http://localhost').href
  return pageMeta({
    matches,
    title: `Game center: ${matchup}`,
    description: `${siteName} ${matchup}, ${formatGameDay(game.day, true)}: live score, clock, period scores and play by play.`,
    path,
    structuredData: {
      '@context': 'https://schema.org',
      ...toSportsEvent(game, { name: `${siteName} ${sport.title}`, sport: sport.title }, url),
    },
  })
}

function TeamScore({ team, leading }: { team: LiveTeamView; leading: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <span className={`text-xl md:text-2xl ${leading ? 'font-black' : 'font-bold'}`}>
        {team.name}
      </span>
      <span className="font-display text-5xl font-black tabular-nums md:text-6xl">
        {team.score}
      </span>
    </div>
  )
}

/**
 * When the score shown was known, in the department's zone: the page's data time, then each
 * poll's. Offline it says so plainly; the score stays the last one known (issue 34).
 */
function LiveFreshness({ at, isOffline, siteZone }: LiveFreshnessProps) {
  const when = new Date(at)
  return (
    <p className="mt-3">
      {isOffline ? <strong className="mr-2">{OFFLINE_NOTICE}</strong> : null}
      <span>
        Last update <time dateTime={when.toISOString()}>{formatClockTime(when, siteZone)}</time>
      </span>
    </p>
  )
}

type LiveFreshnessProps = { at: number; isOffline: boolean; siteZone: string }

function LiveBoard({ live }: { live: LiveView }) {
  const away = Number(live.away.score)
  const home = Number(live.home.score)
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-x-4 font-bold uppercase tracking-wide">
        <span className={live.status === 'Live' ? 'rounded-sm bg-alert px-2 text-surface' : ''}>
          {live.status}
        </span>
        {live.hasStarted && !live.isComplete ? (
          <span className="tabular-nums">
            {live.period} {live.clock}
          </span>
        ) : null}
      </p>
      <TeamScore team={live.away} leading={away > home} />
      <TeamScore team={live.home} leading={home > away} />
    </div>
  )
}

export default function GameCenter({ loaderData }: Route.ComponentProps) {
  const { game, sport, live: initial, liveAt, siteZone } = loaderData
  const [isPaused, setIsPaused] = useState(false)
  const [isHydrated, setIsHydrated] = useState(false)
  useEffect(() => setIsHydrated(true), [])
  const {
    view: live,
    updatedAt,
    isOffline,
    announcement,
  } = useLiveGame(game.id, initial, liveAt, isPaused)
  const upcoming = !live?.hasStarted && !game.result && !game.notice
  const label = `${sport.title} ${game.atVs} ${game.opponent?.name ?? 'TBA'}`
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="font-bold uppercase tracking-wide">
            {sport.globalSportNameSlug ? (
              <SmartLink url={schedulePath(sport.globalSportNameSlug)} className="hover:underline">
                {sport.title} schedule
              </SmartLink>
            ) : (
              sport.title
            )}
          </p>
          <h1 className="mt-2 font-display text-3xl font-black uppercase leading-none tracking-tight md:text-5xl">
            Game center: {sport.title} {game.atVs} {game.opponent?.name ?? 'TBA'}
          </h1>
          <p className="mt-3">
            {formatGameDay(game.day, true)} ·{' '}
            <GameTime instant={game.instant} timeText={game.timeText} siteZone={siteZone} />
          </p>
          <div className="mt-6 max-w-xl">
            {game.notice ? (
              <p className="text-2xl font-black uppercase">{game.notice}</p>
            ) : live ? (
              <>
                <LiveBoard live={live} />
                {/* Only while the page polls: a final score needs no time beside it. */}
                {live.isComplete ? null : (
                  <LiveFreshness at={updatedAt} isOffline={isOffline} siteZone={siteZone} />
                )}
              </>
            ) : upcoming && game.instant ? (
              <Countdown target={game.instant} label="Until the start" />
            ) : null}
          </div>
          {live && live.hasStarted && !live.isComplete ? (
            // The switch's row is kept from the first paint; the switch comes with JavaScript.
            <div className="mt-4 min-h-11">
              {isHydrated ? (
                <ToggleSwitch
                  label="Live updates"
                  defaultChecked
                  onChange={(checked) => setIsPaused(!checked)}
                />
              ) : null}
            </div>
          ) : null}
          <p aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        <section aria-labelledby="matchup-heading" className="space-y-2">
          <h2 id="matchup-heading" className="font-display text-2xl font-black uppercase">
            The game
          </h2>
          <GameOpponent game={game} />
          <p>
            <GamePlace game={game} />
          </p>
          <GameLinks game={game} label={label} />
          {game.result || game.notice === 'Canceled' || live?.hasStarted ? null : (
            <p>
              {/* A plain link: the browser hands the file to the visitor's calendar app. */}
              <a
                href={endpointHref('/game-center/:gameId/calendar.ics', {
                  gameId: String(game.id),
                })}
                className="font-bold text-brand-strong underline"
              >
                Add this game to your calendar
              </a>
            </p>
          )}
        </section>
        {live && live.periodHeads.length > 0 ? (
          <section aria-labelledby="periods-heading">
            <h2 id="periods-heading" className="mb-3 font-display text-2xl font-black uppercase">
              Score by period
            </h2>
            <LineScore
              periods={live.periodHeads}
              rows={[live.away, live.home].map((team) => ({
                name: team.name,
                scores: live.periodHeads.map((_, i) => team.periodScores[i] ?? ''),
                total: team.score,
              }))}
              caption="Score by period"
            />
            {live.hasStarted && !live.isComplete ? (
              <p className="mt-2 text-sm text-ink-muted">
                Timeouts left: {live.away.name} {live.away.timeoutsLeft ?? '-'}, {live.home.name}{' '}
                {live.home.timeoutsLeft ?? '-'}
              </p>
            ) : null}
          </section>
        ) : null}
        {live && live.plays.length > 0 ? (
          <section aria-labelledby="plays-heading">
            <h2 id="plays-heading" className="mb-3 font-display text-2xl font-black uppercase">
              Latest plays
            </h2>
            <ol className="divide-y divide-line">
              {live.plays.map((play) => (
                <li key={play.id} className="grid grid-cols-[6rem_minmax(0,1fr)_auto] gap-x-4 py-2">
                  <span className="text-ink-muted tabular-nums">{play.when}</span>
                  <span className={play.scoring ? 'font-bold' : ''}>{play.text}</span>
                  <span className="tabular-nums">{play.score}</span>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </>
  )
}

export const ErrorBoundary = RouteErrorBoundary
