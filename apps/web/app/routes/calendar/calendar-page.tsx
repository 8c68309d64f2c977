import { href } from 'react-router'

import { SmartLink } from '~/components/smart-link'
import { withQuery } from '~/components/ui/with-query'
import { useShell } from '~/shell/use-shell'

import { formatMonth } from './calendar-days'
import { CalendarFilter } from './calendar-filter'
import { CalendarGrid } from './calendar-grid'
import { CalendarList } from './calendar-list'
import { calendarPath, calendarPrintPath } from './calendar-paths'
import type { CalendarPageData, CalendarView } from './calendar.server'

// The calendar screens (/calendar and /sports/{slug}/calendar): month navigation, the view and
// the filters as plain links and a GET form, then the month as a grid or a list.

export function calendarTitle(sport: CalendarPageData['sport']) {
  return sport ? `${sport.title} Calendar` : 'Athletics Calendar'
}

export function CalendarPage({ data }: { data: CalendarPageData }) {
  const { sport, month, view, location, days, previous, next, isCurrentMonth, filterSport } = data
  const shell = useShell()
  const path = calendarPath(sport?.slug ?? null)
  const query = {
    month: data.monthParam,
    view: view === 'list' ? 'list' : null,
    location: location === 'all' ? null : location,
    sport: sport ? null : filterSport,
  }
  const link = (changes: Partial<typeof query>) => withQuery(path, { ...query, ...changes })
  const viewHref = (option: CalendarView) => link({ view: option === 'list' ? 'list' : null })
  const games = days.reduce((count, day) => count + day.games.length, 0)
  const filtered = location !== 'all' || (!sport && filterSport !== null)
  const monthName = formatMonth(month)
  return (
    <>
      <section className="on-primary">
        <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
          <p className="font-bold uppercase tracking-wide">
            {sport ? (
              <SmartLink
                url={href('/sports/:slug', { slug: sport.slug })}
                className="hover:underline"
              >
                {sport.title}
              </SmartLink>
            ) : (
              shell.site.name
            )}
          </p>
          <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
            {calendarTitle(sport)}
          </h1>
          <p className="mt-2 text-lg font-bold">{monthName}</p>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <nav aria-label="Months" className="flex flex-wrap items-center gap-2">
          {previous ? (
            <SmartLink
              url={link({ month: previous })}
              className="button-secondary max-md:px-3 max-md:text-sm"
            >
              <span aria-hidden="true">‹&nbsp;</span>
              {formatMonth(previous)}
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
              url={link({ month: next })}
              className="button-secondary max-md:px-3 max-md:text-sm"
            >
              {formatMonth(next)}
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
            <span className="font-bold">View:</span>
            {(['month', 'list'] as const).map((option) =>
              option === view ? (
                <span
                  key={option}
                  aria-current="true"
                  className="font-bold capitalize underline underline-offset-4"
                >
                  {option}
                </span>
              ) : (
                <SmartLink
                  key={option}
                  url={viewHref(option)}
                  className="capitalize hover:underline"
                >
                  {option}
                </SmartLink>
              ),
            )}
          </p>
        </div>
        <p className="flex flex-wrap gap-x-6 gap-y-2">
          <SmartLink
            url={calendarPrintPath(sport?.slug ?? null, {
              type: view,
              sport: sport?.slug ?? filterSport ?? 'all',
              start: data.range.start,
              end: data.range.end,
              location,
            })}
            className="font-bold text-brand-strong hover:underline"
          >
            Print {monthName}
          </SmartLink>
          {/* Plain links: the browser hands the file to the visitor's calendar app. */}
          <a
            href={
              sport
                ? href('/sports/:slug/schedule.ics', { slug: sport.slug })
                : href('/calendar.ics')
            }
            className="font-bold text-brand-strong hover:underline"
          >
            Subscribe in your calendar (iCal)
          </a>
          {sport ? (
            <SmartLink
              url={href('/sports/:slug/schedule/:season?', { slug: sport.slug })}
              className="font-bold text-brand-strong hover:underline"
            >
              {sport.title} schedule
            </SmartLink>
          ) : null}
        </p>
        <section aria-labelledby="calendar-games-heading">
          <h2 id="calendar-games-heading" className="sr-only">
            Games in {monthName} ({games})
          </h2>
          {games === 0 ? (
            <p className="py-8 text-lg">
              {filtered ? 'No games match these filters in ' : 'No games are scheduled in '}
              {monthName}.{' '}
              {filtered ? (
                <SmartLink
                  url={link({ location: null, sport: null })}
                  className="font-bold underline"
                >
                  Show every game
                </SmartLink>
              ) : null}
            </p>
          ) : view === 'list' ? (
            <CalendarList days={days} />
          ) : (
            <CalendarGrid month={month} today={data.today} days={days} />
          )}
        </section>
      </div>
    </>
  )
}
