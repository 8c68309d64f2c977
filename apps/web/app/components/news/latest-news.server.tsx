import type { Page } from '@fieldhouse/provider-client/page'
import type { StorySummary } from '@fieldhouse/provider-client/story'
import { toFeedLayout } from '@fieldhouse/domain/feed-template'
import { formatLocalDay } from '@fieldhouse/domain/local-day'

import { Image } from '~/components/ui/image'
import { CONTENT_WIDTH_SIZES } from '~/components/ui/image-sizes'
import { archivesPath, storyPath } from '~/paths/news'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

import { StoryCard } from './story-card'
import { toStoryCardView } from './story-card-view'

// The newest stories as a section of the home page (every sport's) or a sport home (its own),
// made on the server as static markup: the section costs the page no JavaScript, and it is made
// once per answer of the provider, however many visitors see it.

type NewsSport = { id: number; title: string; globalSportNameSlug: string }

// An answer of /Stories?SportId= is one sport's: its markup is made once, on first use.
const toSportNews = perAnswer((page: Page<StorySummary>) => {
  let html: StaticMarkup | null | undefined
  return (sport: NewsSport): StaticMarkup | null => {
    if (html === undefined) {
      html =
        page.items.length === 0
          ? null
          : toStaticMarkup(<LatestNews page={page} sport={sport} heading={`${sport.title} news`} />)
    }
    return html
  }
})

/** A sport home's news section; null when it has no stories or they cannot be read (SPEC.md 8). */
export async function getSportNews(
  sport: NewsSport,
  count: number,
  signal: AbortSignal,
): Promise<StaticMarkup | null> {
  const loaded = await provider.loadStories(
    { sportId: sport.id, pageIndex: 0, pageSize: count },
    { signal },
  )
  return loaded.status === 'ok' ? toSportNews(loaded.value)(sport) : null
}

function LatestNews(props: {
  page: Page<StorySummary>
  /** The sport's, for its home; null on the home page. */
  sport: NewsSport | null
  heading: string
  /** Said instead of the list when it is empty. */
  empty?: string
}) {
  const { page, sport, heading, empty = 'No stories yet.' } = props
  const headingId = sport ? 'sport-news-heading' : 'latest-news-heading'
  return (
    <section aria-labelledby={headingId}>
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl font-black uppercase">
          {heading}
        </h2>
        <a
          href={archivesPath(sport?.globalSportNameSlug ?? null)}
          data-discover="true"
          className="font-bold underline underline-offset-4"
        >
          All {sport ? `${sport.title} ` : ''}news
        </a>
      </div>
      {page.items.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ul>
          {page.items.map((story) =>
            // The home page's feed honours the template each story names; a sport home lists
            // its stories alike.
            sport ? (
              <StoryCard key={story.id} story={toStoryCardView(story)} level={3} />
            ) : (
              <FeedItem key={story.id} story={story} />
            ),
          )}
        </ul>
      )}
    </section>
  )
}

// The home page's news (SPEC.md 4 "Rotator"): the newest stories with a picture as the
// rotator's slides, each slide static markup the page's Rotator moves between, then the next
// newest as the list, so no story is shown twice.
const ROTATOR_STORIES = 5
const HOME_LIST_STORIES = 6

/** The rotator's slides, and the list section (which says so when there is nothing to list). */
export type HomeNews = { slides: StaticMarkup[]; list: StaticMarkup }

const homeList = (page: Page<StorySummary>, empty?: string) =>
  toStaticMarkup(<LatestNews page={page} sport={null} heading="Latest news" empty={empty} />)

const UNAVAILABLE_NEWS = homeList(
  { items: [], total: 0, page: 0, pages: 0 },
  'The news is not available right now.',
)

const toHomeNews = perAnswer((page: Page<StorySummary>): HomeNews => {
  const featured = page.items.filter((story) => story.image).slice(0, ROTATOR_STORIES)
  const rest = page.items.filter((story) => !featured.includes(story)).slice(0, HOME_LIST_STORIES)
  return {
    slides: featured.map((story, index) =>
      toStaticMarkup(<NewsSlide story={story} first={index === 0} />),
    ),
    list: homeList({ ...page, items: rest }),
  }
})

/** The home page's rotator slides and list of stories; empty when they cannot be read. */
export async function getHomeNews(signal: AbortSignal): Promise<HomeNews> {
  const loaded = await provider.loadStories(
    { pageIndex: 0, pageSize: (ROTATOR_STORIES + HOME_LIST_STORIES) * 2 },
    { signal },
  )
  return loaded.status === 'ok' ? toHomeNews(loaded.value) : { slides: [], list: UNAVAILABLE_NEWS }
}

function NewsSlide({ story, first }: { story: StorySummary; first: boolean }) {
  const path = storyPath(story.day, story.slug)
  return (
    <article className="grid items-center gap-4 md:grid-cols-[3fr_2fr] md:gap-8">
      {story.image ? (
        <Image
          src={story.image.url}
          alt={story.image.alt ?? ''}
          width={1280}
          height={720}
          sizes={CONTENT_WIDTH_SIZES}
          priority={first}
          className="aspect-video w-full rounded-sm object-cover"
        />
      ) : null}
      <div>
        <p className="text-sm font-bold uppercase tracking-wide text-ink-muted">
          <time dateTime={story.day}>{formatLocalDay(story.day, 'date')}</time>
          {story.sport ? <span> · {story.sport.title}</span> : null}
        </p>
        <h3 className="mt-2 font-display text-2xl font-black uppercase leading-tight md:text-3xl">
          <a href={path} data-discover="true" className="hover:underline">
            {story.headline}
          </a>
        </h3>
        {story.teaser ? <p className="mt-3 text-ink-muted">{story.teaser}</p> : null}
      </div>
    </article>
  )
}

// One story of the home page's feed in the layout its template names (SPEC.md 3): the default
// card, a wide card with its picture on top, or the headline and day alone. Server markup only.
function FeedItem({ story }: { story: StorySummary }) {
  const layout = toFeedLayout(story.feedTemplate)
  const card = toStoryCardView(story)
  if (layout === 'default' || (layout === 'featured' && !card.image)) {
    return <StoryCard story={card} level={3} />
  }
  const kicker = (
    <p className="order-first mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">
      <time dateTime={card.day}>{formatLocalDay(card.day, 'date')}</time>
      {card.sport ? <span> · {card.sport}</span> : null}
    </p>
  )
  const title = (
    <a href={card.path} data-discover="true" className="hover:underline">
      {card.headline}
    </a>
  )
  if (layout === 'headline') {
    return (
      <li data-feed-template="headline" className="flex flex-col border-b border-line py-3">
        <h3 className="text-lg font-black leading-tight">{title}</h3>
        {kicker}
      </li>
    )
  }
  return (
    <li data-feed-template="featured" className="flex flex-col border-b border-line py-4">
      <h3 className="font-display text-2xl font-black uppercase leading-tight">{title}</h3>
      {kicker}
      {card.teaser ? <p className="mt-2 text-ink-muted">{card.teaser}</p> : null}
      {card.image ? (
        <Image
          src={card.image.url}
          alt={card.image.alt}
          width={1280}
          height={720}
          sizes={CONTENT_WIDTH_SIZES}
          className="order-first mb-3 aspect-video w-full rounded-sm object-cover"
        />
      ) : null}
    </li>
  )
}
