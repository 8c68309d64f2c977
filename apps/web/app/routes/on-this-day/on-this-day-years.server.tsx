import type { LocalDay } from '@fieldhouse/domain/local-day'

import { StoryCardFrame } from '~/components/news/story-card'

/** One line of a year: what happened, where to read more (a site path), and the sport. */
export type OnThisDayEntry = {
  key: string
  kind: 'story' | 'milestone' | 'video' | 'game'
  title: string
  /** A milestone's summary or a published story's byline. */
  text: string | null
  path: string | null
  day: LocalDay
  sport: string
  image: { url: string; alt: string } | null
  featured: boolean
}

export type OnThisDayYearView = { year: number; entries: OnThisDayEntry[] }

const KIND_LABEL: Record<OnThisDayEntry['kind'], string> = {
  story: 'Story',
  milestone: 'Milestone',
  video: 'Video',
  game: 'Result',
}

// The day's history, a section per year, newest first; each entry its kind, sport and title,
// linking where it can be read on this site. Read-only: a server-only section (`serverSection`),
// so the page sends no JavaScript for it (decision 017).
export function OnThisDayYears({ years }: { years: readonly OnThisDayYearView[] }) {
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
    <StoryCardFrame
      title={
        entry.path ? (
          <a href={entry.path} data-discover="true" className="hover:underline">
            {entry.title}
          </a>
        ) : (
          entry.title
        )
      }
      kicker={
        <>
          {KIND_LABEL[entry.kind]} · {entry.sport}
        </>
      }
      teaser={entry.text}
      image={entry.image}
      level={3}
      priority={priority}
    />
  )
}
