import type { ReactNode } from 'react'

/** A page's title and, under it, the lead: a sentence or two on what the page holds. */
export function PageHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className="font-display text-4xl font-black uppercase leading-none md:text-5xl">
        {title}
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{children}</p>
    </>
  )
}
