import type { ReactNode } from 'react'

import { sportPath } from '~/paths/sports'

import { SmartLink } from '../smart-link'

type SportPageHeaderProps = {
  sport: { title: string; globalSportNameSlug: string }
  /** The page's one h1. */
  title: ReactNode
  /** Under the heading: a record, a note. */
  children?: ReactNode
}

/**
 * The band at the top of a sport's pages (roster, schedule, results, stats, coaches, records,
 * opponent history): the sport, linking to its home, and the page's h1, in the school's colours.
 */
export function SportPageHeader({ sport, title, children }: SportPageHeaderProps) {
  return (
    <section className="on-primary">
      <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
        <p className="font-bold uppercase tracking-wide">
          <SmartLink url={sportPath(sport.globalSportNameSlug)} className="hover:underline">
            {sport.title}
          </SmartLink>
        </p>
        <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
          {title}
        </h1>
        {children}
      </div>
    </section>
  )
}
