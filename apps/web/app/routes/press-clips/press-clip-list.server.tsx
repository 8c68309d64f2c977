import { formatLocalDay, type LocalDay } from '@fieldhouse/domain/local-day'

import { Pagination } from '~/components/ui/pagination'
import { withQuery } from '~/paths/with-query'

// The clips, their count and page links as a server-only section (`serverSection`): read-only,
// so the page sends no JavaScript for them (decision 017).

/** What a clip shows (press-clips.server.ts projects it from the provider's). */
export type PressClipView = {
  id: number
  headline: string
  /** The article or broadcast elsewhere, as the provider sent it. */
  link: string
  opensInNewWindow: boolean
  outlet: string
  author: string | null
  summary: string | null
  /** Null when the provider's date could not be read: the clip is shown without one. */
  day: LocalDay | null
  sports: string[]
}

type PressClipListProps = {
  noun: string
  path: string
  filters: { season: string | null; sport: string | null; page: number }
  total: number
  pages: number
  clips: readonly PressClipView[]
}

export function PressClipList({ noun, path, filters, total, pages, clips }: PressClipListProps) {
  const kept = { season: filters.season, sport: filters.sport }
  const pageHref = (page: number) => withQuery(path, { ...kept, page: page > 1 ? page : null })
  const filtered = Boolean(filters.season || filters.sport)
  return (
    <div className="space-y-8">
      <section aria-labelledby="clip-results">
        <h2 id="clip-results" className="font-display text-2xl font-black uppercase">
          {total} {total === 1 ? noun.replace(/s$/, '') : noun}
        </h2>
        {clips.length === 0 ? (
          <p className="mt-4">
            {filtered ? `No ${noun} match these filters. ` : `No ${noun} have been posted yet.`}
            {filtered ? (
              <a href={path} data-discover="true" className="font-bold underline">
                Show all {noun}
              </a>
            ) : null}
          </p>
        ) : (
          <ul className="mt-2">
            {clips.map((clip) => (
              <PressClipItem key={clip.id} clip={clip} />
            ))}
          </ul>
        )}
      </section>
      <Pagination
        page={filters.page}
        pageCount={pages}
        hrefFor={pageHref}
        label={`Pages of ${noun}`}
      />
    </div>
  )
}

function PressClipItem({ clip }: { clip: PressClipView }) {
  return (
    <li className="border-b border-line py-4">
      <article className="flex flex-col">
        <h3 className="text-lg font-black leading-tight sm:text-xl">
          <a
            href={clip.link}
            target={clip.opensInNewWindow ? '_blank' : undefined}
            rel={clip.opensInNewWindow ? 'noopener noreferrer' : 'noopener'}
            className="break-words hover:underline"
          >
            {clip.headline}
            <span className="sr-only">
              {clip.opensInNewWindow ? ' (external, opens in a new window)' : ' (external)'}
            </span>
          </a>
        </h3>
        <p className="order-first mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">
          <span>{clip.outlet}</span>
          {clip.day ? (
            <>
              {' · '}
              <time dateTime={clip.day}>{formatLocalDay(clip.day, 'date')}</time>
            </>
          ) : null}
          {clip.sports.length > 0 ? <span> · {clip.sports.join(', ')}</span> : null}
        </p>
        {clip.summary ? <p className="mt-2 text-ink-muted">{clip.summary}</p> : null}
        {clip.author ? <p className="mt-1 text-sm">By {clip.author}</p> : null}
      </article>
    </li>
  )
}
