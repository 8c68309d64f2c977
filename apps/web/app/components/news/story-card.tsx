import { formatLocalDay } from '@fieldhouse/domain/local-day'
import type { ReactNode } from 'react'

import { SmartLink } from '../smart-link'
import { Image } from '../ui/image'
import type { StoryCardView } from './story-card-view'

type StoryCardProps = {
  story: StoryCardView
  /** The card's heading level, under the list's own heading. */
  level?: 2 | 3
  /** The first cards of a page are above the fold: their pictures load at once. */
  priority?: boolean
}

// One story in a list (archives, a tag's stories, and the home and sport home news): a picture,
// the headline linking the story, its day and sport, and the teaser. A list item: put it in a
// <ul>.
export function StoryCard({ story, level = 2, priority = false }: StoryCardProps) {
  return (
    <StoryCardFrame
      title={
        <SmartLink url={story.path} className="hover:underline">
          {story.headline}
        </SmartLink>
      }
      kicker={
        <>
          <time dateTime={story.day}>{formatLocalDay(story.day, 'date')}</time>
          {story.sport ? <span> · {story.sport}</span> : null}
        </>
      }
      teaser={story.teaser}
      image={story.image}
      level={level}
      priority={priority}
    />
  )
}

type StoryCardFrameProps = {
  /** The heading's content: the title, linked where it can be read. */
  title: ReactNode
  /** The line above the title (day and sport, kind...). */
  kicker: ReactNode
  teaser: string | null
  image: { url: string; alt: string } | null
  level: 2 | 3
  priority: boolean
}

// The card's layout, for a story or anything listed like one (on this day's entries, made on the
// server). The picture's box is fixed (w-28 on a phone, w-48 from sm), so no `sizes` is needed.
export function StoryCardFrame({
  title,
  kicker,
  teaser,
  image,
  level,
  priority,
}: StoryCardFrameProps) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <li className="flex gap-4 border-b border-line py-4 sm:gap-6">
      <div className="flex min-w-0 flex-1 flex-col">
        <Heading className="text-lg font-black leading-tight sm:text-xl">{title}</Heading>
        <p className="order-first mb-1 text-sm font-bold uppercase tracking-wide text-ink-muted">
          {kicker}
        </p>
        {teaser ? <p className="mt-2 text-ink-muted">{teaser}</p> : null}
      </div>
      {image ? (
        <Image
          src={image.url}
          alt={image.alt}
          width={192}
          height={108}
          priority={priority}
          className="order-first aspect-video h-auto w-28 shrink-0 self-start rounded-sm object-cover sm:w-48"
        />
      ) : null}
    </li>
  )
}
