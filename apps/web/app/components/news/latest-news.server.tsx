import { renderToStaticMarkup } from 'react-dom/server'

import type { Page } from '@fieldhouse/provider-client/page'
import type { StorySummary } from '@fieldhouse/provider-client/story'

import { perAnswer } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

import { archivesPath } from './news-paths'
import { StoryCard } from './story-card'
import { toStoryCardView } from './story-card-view'

// The newest stories as a section of the home page (every sport's) or a sport home (its own),
// made on the server as static markup: the section costs the page no JavaScript, and it is made
// once per answer of the provider, however many visitors see it.

type NewsSection = {
  /** The sport's, for its home; null on the home page. */
  sport: { id: number; title: string; globalSportNameSlug: string } | null
  count: number
}

const toMarkup = perAnswer((page: Page<StorySummary>) => {
  const byHeading = new Map<string, string | null>()
  return (section: NewsSection): string | null => {
    const heading = section.sport ? `${section.sport.title} news` : 'Latest news'
    let html = byHeading.get(heading)
    if (html === undefined) {
      html =
        page.items.length === 0
          ? null
          : renderToStaticMarkup(<LatestNews page={page} section={section} heading={heading} />)
      byHeading.set(heading, html)
    }
    return html
  }
})

/** The section's markup; null when there are no stories or they cannot be read (SPEC.md 8). */
export async function getLatestNews(
  section: NewsSection,
  signal: AbortSignal,
): Promise<string | null> {
  const loaded = await provider.loadStories(
    { sportId: section.sport?.id, pageIndex: 0, pageSize: section.count },
    { signal },
  )
  return loaded.status === 'ok' ? toMarkup(loaded.value)(section) : null
}

function LatestNews(props: { page: Page<StorySummary>; section: NewsSection; heading: string }) {
  const { page, section, heading } = props
  const headingId = section.sport ? 'sport-news-heading' : 'latest-news-heading'
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl font-black uppercase">
          {heading}
        </h2>
        <a
          href={archivesPath(section.sport?.globalSportNameSlug ?? null)}
          data-discover="true"
          className="font-bold underline underline-offset-4"
        >
          All {section.sport ? `${section.sport.title} ` : ''}news
        </a>
      </div>
      <ul>
        {page.items.map((story) => (
          <StoryCard key={story.id} story={toStoryCardView(story)} level={3} />
        ))}
      </ul>
    </section>
  )
}
