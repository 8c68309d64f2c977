import type { ReactNode } from 'react'

import { SmartLink } from '~/components/smart-link'
import { SportPageHeader } from '~/components/sport/sport-page-header'
import { coachesPath } from '~/paths/coaches'
import { recordsPath, type RecordsView } from '~/paths/coaching-records'
import { pageMeta } from '~/seo/page-meta'
import { getSiteName, type RootMatches } from '~/seo/root-matches'

const VIEWS = [
  { view: 'year', label: 'Year by year' },
  { view: 'overall', label: 'By head coach' },
] as const

function recordsTitle(sportTitle: string, view: RecordsView) {
  return `${sportTitle} Coaching Records: ${view === 'year' ? 'Year by Year' : 'By Head Coach'}`
}

/**
 * The meta of either view: its title and address, and its own description, given the site's
 * name, or null for a sport without records, which has a plainer one.
 */
export function recordsMeta(
  matches: RootMatches,
  sport: { title: string; globalSportNameSlug: string },
  view: RecordsView,
  describe: ((siteName: string) => string) | null,
) {
  const siteName = getSiteName(matches)
  return pageMeta({
    matches,
    title: recordsTitle(sport.title, view),
    description: describe
      ? describe(siteName)
      : `${siteName} ${sport.title.toLowerCase()} head coaching records.`,
    path: recordsPath(sport.globalSportNameSlug, view),
  })
}

type RecordsFrameProps = {
  sport: { title: string; globalSportNameSlug: string }
  view: RecordsView
  /** False for a sport without win-loss records: a sentence instead of the views. */
  hasRecords: boolean
  children: ReactNode
}

/** The heading, the switch between the two views and the way back to the coaches. */
export function RecordsFrame({ sport, view, hasRecords, children }: RecordsFrameProps) {
  const linkClass = 'font-bold text-brand-strong underline-offset-4 hover:underline'
  return (
    <>
      <SportPageHeader sport={sport} title={<>{sport.title} Coaching Records</>} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          {hasRecords ? (
            <nav aria-label="Coaching records views">
              <ul className="flex flex-wrap gap-2">
                {VIEWS.map((item) => (
                  <li key={item.view}>
                    {/* The page on show is marked, not linked: it is where you are. */}
                    {item.view === view ? (
                      <span
                        aria-current="page"
                        className="inline-flex min-h-11 items-center rounded-sm border-2 border-ink bg-ink px-3 text-sm font-bold uppercase tracking-wide text-surface sm:px-5 sm:text-base"
                      >
                        {item.label}
                      </span>
                    ) : (
                      <SmartLink
                        url={recordsPath(sport.globalSportNameSlug, item.view)}
                        className="button-secondary px-3 text-sm sm:px-5 sm:text-base"
                      >
                        {item.label}
                      </SmartLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <SmartLink url={coachesPath(sport.globalSportNameSlug)} className={linkClass}>
            {sport.title} coaching staff
          </SmartLink>
        </div>
        {hasRecords ? (
          children
        ) : (
          <p className="max-w-prose text-lg">
            No win-loss coaching records are kept for {sport.title}.
          </p>
        )}
      </div>
    </>
  )
}
