import { ViewSwitch } from '~/components/games/view-switch'
import { SmartLink } from '~/components/smart-link'
import { StaticHtml } from '~/components/static-html'
import { calendarPath } from '~/paths/calendar'
import { endpointHref } from '~/paths/endpoints'
import { schedulePath } from '~/paths/schedule'
import { sportPath } from '~/paths/sports'
import { withQuery } from '~/paths/with-query'
import { useShell } from '~/shell/use-shell'

import { CalendarFilter } from './calendar-filter'
import type { CalendarPageData, CalendarView } from './calendar.server'

// The calendar screens (/calendar and /sports/{slug}/calendar): month navigation, the view and
// the filters as plain links and a GET form, then the month as a grid or a list.

export function CalendarPage({ data }: { data: CalendarPageData }) {
  const { sport, view, location, previous, next, isCurrentMonth, filterSport, monthLabel } = data
  const shell = useShell()
  const path = calendarPath(sport?.globalSportNameSlug ?? null)
  const query = {
    month: data.monthParam,
    view: view === 'list' ? 'list' : null,
    location: location === 'all' ? null : location,
    sport: sport ? null : filterSport,
  }
  const link = (changes: Partial<typeof query>) => withQuery(path, { ...query, ...changes })
  const viewHref = (option: CalendarView) => link({ view: option === 'list' ? 'list' : null })
  const games = data.gameCount
  const filtered = location !== 'all' || (!sport && filterSport !== null)
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="font-bold uppercase tracking-wide">
            {sport ? (
              <SmartLink url={sportPath(sport.globalSportNameSlug)} className="hover:underline">
                {sport.title}
              </SmartLink>
            ) : (
              shell.site.name
            )}
          </p>
          <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
            {data.title}
          </h1>
          <p className="mt-2 text-lg font-bold">{monthLabel}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <nav aria-label="Months" className="flex flex-wrap items-center gap-2">
          {previous ? (
            <SmartLink
              url={link({ month: previous.param })}
              className="button-secondary max-md:px-3 max-md:text-sm"
            >
              <span aria-hidden="true">‹&nbsp;</span>
              {previous.label}
              <span className="sr-only"> (previous month)</span>
            </SmartLink>
          ) : null}
          {isCurrentMonth ? null : (
            <SmartLink
              url={link({ month: null })}
              className="button-secondary max-md:px-3 max-md:text-sm"
            >
              This month
            </SmartLink>
          )}
          {next ? (
            <SmartLink
              url={link({ month: next.param })}
              className="button-secondary max-md:px-3 max-md:text-sm"
            >
              {next.label}
              <span className="sr-only"> (next month)</span>
              <span aria-hidden="true">&nbsp;›</span>
            </SmartLink>
          ) : null}
        </nav>
        <div className="flex flex-wrap items-end justify-between gap-x-8 gap-y-4">
          <CalendarFilter
            action={path}
            keep={{ month: query.month, view: query.view }}
            location={location}
            sports={
              sport
                ? null
                : shell.sports.map((entry) => ({
                    slug: entry.globalSportNameSlug,
                    title: entry.title,
                  }))
            }
            sport={filterSport}
          />
          <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <ViewSwitch views={['month', 'list'] as const} current={view} toHref={viewHref} />
          </p>
        </div>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <SmartLink url={data.printPath} className="font-bold text-brand-strong hover:underline">
            Print {monthLabel}
          </SmartLink>
          {/* Plain links: the browser hands the file to the visitor's calendar app. */}
          <a
            href={
              sport
                ? endpointHref('/sports/:slug/schedule.ics', { slug: sport.globalSportNameSlug })
                : endpointHref('/calendar.ics')
            }
            className="font-bold text-brand-strong hover:underline"
          >
            Subscribe in your calendar (iCal)
          </a>
          {sport ? (
            <SmartLink
              url={schedulePath(sport.globalSportNameSlug)}
              className="font-bold text-brand-strong hover:underline"
            >
              {sport.title} schedule
            </SmartLink>
          ) : null}
        </p>
        <section aria-labelledby="calendar-games-heading">
          <h2 id="calendar-games-heading" className="sr-only">
            Games in {monthLabel} ({games})
          </h2>
          {games === 0 ? (
            <p className="py-4 text-lg">
              {filtered ? 'No games match these filters in ' : 'No games are scheduled in '}
              {monthLabel}.{' '}
              {filtered ? (
                <SmartLink
                  url={link({ location: null, sport: null })}
                  className="font-bold underline"
                >
                  Show every game
                </SmartLink>
              ) : null}
            </p>
          ) : null}
          {/* A month without games is still a month: the grid stays. */}
          {games === 0 && view === 'list' ? null : <StaticHtml markup={data.gamesHtml} />}
        </section>
      </div>
    </>
  )
}
