import { renderToStaticMarkup } from 'react-dom/server'

import { Image } from '~/components/ui/image'

import type { OnThisDayEntry, OnThisDayYearView } from './on-this-day.server'

const KIND_LABEL: Record<OnThisDayEntry['kind'], string> = {
  story: 'Story',
  milestone: 'Milestone',
  video: 'Video',
  game: 'Result',
}

// The day's history, a section per year, newest first; each entry its kind, sport and title,
// linking where it can be read on this site. Read-only: static markup made on the server, so the
// page sends no JavaScript for it (decision 017).
export function renderOnThisDayYears(years: readonly OnThisDayYearView[]): string {
  return renderToStaticMarkup(<OnThisDayYears years={years} />)
}

function OnThisDayYears({ years }: { years: readonly OnThisDayYearView[] }) {
  return (
    <div className="space-y-10">
      {years.map((year, yearIndex) => (
        <section key={year.year} aria-labelledby={`otd-${year.year}`}>
          <h2
            id={`otd-${year.year}`}
            className="border-b-4 border-brand pb-1 font-display text-3xl font-black"
          >
            {year.year}
          </h2>
          <ul>
            {year.entries.map((entry, index) => (
              <Entry key={entry.key} entry={entry} priority={yearIndex === 0 && index < 2} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

function Entry({ entry, priority }: { entry: OnThisDayEntry; priority: boolean }) {
  return (
    <li className="flex gap-4 border-b border-line py-4 sm:gap-6">
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-lg font-black leading-tight sm:text-xl">
          {entry.path ? (
            <a href={entry.path} data-discover="true" className="hover:underline">
              {entry.title}
            </a>
          ) : (
            entry.title
          )}
        </h3>
        <p className="order-first mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">
          {KIND_LABEL[entry.kind]} · {entry.sport}
        </p>
        {entry.text ? <p className="mt-2 text-ink-muted">{entry.text}</p> : null}
      </div>
      {entry.image ? (
        <Image
          src={entry.image.url}
          alt={entry.image.alt}
          width={192}
          height={108}
          priority={priority}
          className="order-first aspect-video h-auto w-28 shrink-0 self-start rounded-sm object-cover sm:w-48"
        />
      ) : null}
    </li>
  )
}
