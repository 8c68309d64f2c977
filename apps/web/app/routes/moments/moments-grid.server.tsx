import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'

import { Image } from '~/components/ui/image'
import { CONTENT_GRID_SIZES } from '~/components/ui/image-sizes'
import { Pagination } from '~/components/ui/pagination'
import { withQuery } from '~/paths/with-query'

/** A moment as its card shows it (moments.server.ts makes it from the provider's). */
export type MomentView = {
  id: number
  title: string
  day: LocalDay
  text: string
  image: { url: string; alt: string } | null
  /** Where its video plays (the site's showcase page, served beside the application). */
  video: { url: string; title: string } | null
  sport: string
}

type MomentsGridProps = {
  path: string
  page: number
  pages: number
  moments: readonly MomentView[]
  /** Whether each card names its sport (the every-sport list). */
  showSport: boolean
}

// Moments as cards in a grid: picture, day (and sport), title, the short text and, when the
// moment has one, a link to its video. The grid follows image-sizes.ts's content grid. Read-only,
// so it is a server-only section (`serverSection`): the page sends no JavaScript for it
// (decision 017).
export function MomentsGrid({ path, page, pages, moments, showSport }: MomentsGridProps) {
  if (moments.length === 0) {
    return (
      <p className="text-lg">No moments have been posted yet. Check back after the next game.</p>
    )
  }
  return (
    <div className="space-y-8">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {moments.map((moment, index) => (
          <li
            key={moment.id}
            className="flex flex-col overflow-hidden rounded-sm bg-surface-raised"
          >
            <article className="flex flex-1 flex-col">
              <div className="flex flex-1 flex-col p-4">
                <h2 className="text-xl font-black leading-tight">{moment.title}</h2>
                <p className="order-first mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">
                  <time dateTime={moment.day}>{formatLocalDay(moment.day, 'date')}</time>
                  {showSport ? <span> · {moment.sport}</span> : null}
                </p>
                <p className="mt-2">{moment.text}</p>
                {moment.video ? (
                  // A plain link: the showcase page is not a page of this application.
                  <a
                    href={moment.video.url}
                    className="mt-auto self-start pt-3 font-bold text-brand-strong underline"
                  >
                    Watch the video: {moment.video.title}
                  </a>
                ) : null}
              </div>
              {moment.image ? (
                <Image
                  src={moment.image.url}
                  alt={moment.image.alt}
                  width={416}
                  height={234}
                  sizes={CONTENT_GRID_SIZES['gap-6']}
                  priority={index < 3}
                  className="order-first aspect-video h-auto w-full object-cover"
                />
              ) : null}
            </article>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pages}
        hrefFor={(n) => withQuery(path, { page: n > 1 ? n : null })}
        label="Pages of moments"
      />
    </div>
  )
}
