import type { ReactNode } from 'react'
import { href } from 'react-router'

import { SmartLink } from '~/components/smart-link'

/** The band at the top of a sport's inner pages: the sport (back to its home) over the h1. */
export function SportPageHeader({
  sport,
  children,
}: {
  sport: { title: string; slug: string }
  children: ReactNode
}) {
  return (
    <section className="on-primary">
      <div className="mx-auto max-w-7xl px-4 py-8 md:py-12">
        <p className="font-bold uppercase tracking-wide">
          <SmartLink url={href('/sports/:slug', { slug: sport.slug })} className="hover:underline">
            {sport.title}
          </SmartLink>
        </p>
        <h1 className="mt-2 font-display text-4xl font-black uppercase leading-none tracking-tight md:text-5xl">
          {children}
        </h1>
      </div>
    </section>
  )
}
