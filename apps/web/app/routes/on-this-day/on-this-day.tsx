import { Form } from 'react-router'

import { StaticHtml } from '~/components/static-html'
import { FILTER_FIELD } from '~/components/ui/filter-select'
import { BUILT_ON_SERVER, pageMeta } from '~/seo/page-meta'
import { getSiteName } from '~/seo/root-matches'
import { RouteErrorBoundary } from '~/shell/route-error-boundary'
import { getQuery, type RouteHandle } from '~/utils/query'

import type { Route } from './+types/on-this-day'
import { formatMonthDay, MONTH_OPTIONS } from './on-this-day-days'
import { loadOnThisDayPage } from './on-this-day.server'

export const handle = { query: ['month', 'day'] } as const satisfies RouteHandle

export async function loader({ request }: Route.LoaderArgs) {
  return loadOnThisDayPage(getQuery(request, handle.query), request)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return []
  const { day, path, structuredData } = loaderData
  const description = `What happened in ${getSiteName(matches)} history on ${formatMonthDay(day)}: results, milestones and stories, newest year first.`
  return pageMeta({
    matches,
    title: `On This Day: ${formatMonthDay(day)}`,
    description,
    path,
    structuredData: import.meta.env.SSR ? { ...structuredData, description } : BUILT_ON_SERVER,
  })
}

const STEP =
  'inline-flex min-h-11 items-center rounded-sm border-2 border-line px-3 font-bold hover:border-brand-strong hover:underline'

export default function OnThisDay({ loaderData }: Route.ComponentProps) {
  const { day, isToday, todayPath, previous, next, hasHistory, history } = loaderData
  const key = `${day.month}-${day.day}`
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <header>
        <p className="font-bold uppercase tracking-wide text-ink-muted">
          {isToday ? 'Today in history' : 'A day in history'}
        </p>
        <h1 className="mt-1 font-display text-4xl font-black uppercase leading-none md:text-5xl">
          On This Day: {formatMonthDay(day)}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">
          Results, milestones and stories from this day in years past, newest year first.
        </p>
      </header>
      <div className="flex flex-col gap-4 rounded-sm bg-surface-raised p-4 md:flex-row md:items-end md:justify-between">
        <nav aria-label="Other days" className="flex flex-wrap gap-2">
          <a href={previous.path} data-discover="true" rel="prev" className={STEP}>
            <span aria-hidden="true">←&nbsp;</span>
            {formatMonthDay(previous)}
          </a>
          <a href={next.path} data-discover="true" rel="next" className={STEP}>
            {formatMonthDay(next)}
            <span aria-hidden="true">&nbsp;→</span>
          </a>
          {isToday ? null : (
            <a href={todayPath} data-discover="true" className={STEP}>
              Today
            </a>
          )}
        </nav>
        <Form
          method="get"
          action={todayPath}
          aria-label="Choose a day"
          className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3 sm:grid-cols-[12rem_6rem_auto] sm:items-end"
        >
          <label className="flex flex-col font-bold">
            Month
            <select key={key} name="month" defaultValue={day.month} className={FILTER_FIELD}>
              {MONTH_OPTIONS.map((month) => (
                <option key={month.value} value={month.value}>
                  {month.label}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col font-bold">
            Day
            <select key={key} name="day" defaultValue={day.day} className={FILTER_FIELD}>
              {Array.from({ length: 31 }, (_, index) => (
                <option key={index} value={index + 1}>
                  {index + 1}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button-primary col-span-2 sm:col-span-1">
            Show this day
          </button>
        </Form>
      </div>
      {!hasHistory || !history ? (
        <section aria-labelledby="otd-empty" className="rounded-sm border-2 border-line p-6">
          <h2 id="otd-empty" className="font-display text-2xl font-black uppercase">
            Nothing on record for {formatMonthDay(day)}
          </h2>
          <p className="mt-2">
            No results, milestones or stories are on file for this day yet. Try{' '}
            <a href={previous.path} data-discover="true" className="font-bold underline">
              {formatMonthDay(previous)}
            </a>{' '}
            or{' '}
            <a href={next.path} data-discover="true" className="font-bold underline">
              {formatMonthDay(next)}
            </a>
            .
          </p>
        </section>
      ) : (
        <StaticHtml markup={history} />
      )}
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary
