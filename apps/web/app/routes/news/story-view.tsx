import type { StoryImage } from '@fieldhouse/provider-client/story'

import { GameCard } from '~/components/games/game-card'
import { RichText } from '~/components/rich-text'
import { SmartLink } from '~/components/smart-link'
import { DecorativeImage } from '~/components/ui/decorative-image'
import { Image } from '~/components/ui/image'
import type { StoryVideoView, StoryViewBlock } from '~/components/video/story-video'
import { VideoCard } from '~/components/video/video-card'
import { sportPath } from '~/paths/sports'

import { StoryFiling } from './story-filing'
import type { StoryPageData } from './story.server'

// The story page's parts, rendered to static markup on the server (`serverSection` in loaders)
// for the public page and the editor's preview alike: a story is read, not played with, so
// none of this is in the page's JavaScript.

/** The story column: a comfortable line length for reading. */
const COLUMN = 'mx-auto w-full max-w-3xl px-4'
const COLUMN_IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2rem)'

/**
 * The story's own compact header (SPEC.md 2.2: the page is full screen, without the site's
 * chrome): the site, the story's sport and a way home, so no visitor is stranded.
 */
export function StoryMasthead({ site, sport }: Pick<StoryPageData, 'site'> & SportProps) {
  return (
    <header className="on-primary">
      <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 px-4 py-2 sm:flex">
        <SmartLink url="/" className="flex min-w-0 items-center gap-3 py-1">
          {site.logo ? (
            <Image src={site.logo} alt="" width={40} height={40} className="size-10 shrink-0" />
          ) : null}
          <span className="line-clamp-2 font-display text-sm font-black uppercase leading-none tracking-tight sm:text-base">
            {site.name}
          </span>
        </SmartLink>
        {sport?.slug ? (
          <SmartLink
            url={sportPath(sport.slug)}
            className="col-span-2 row-start-2 inline-flex min-h-11 items-center border-t border-current/30 text-sm font-bold uppercase tracking-wide hover:underline sm:border-l-2 sm:border-t-0 sm:pl-4"
          >
            {sport.title}
          </SmartLink>
        ) : null}
        <SmartLink
          url="/"
          className="col-start-2 row-start-1 ml-auto inline-flex min-h-11 shrink-0 items-center text-sm font-bold uppercase tracking-wide underline-offset-4 hover:underline"
        >
          <span aria-hidden="true">←&nbsp;</span>Home
        </SmartLink>
      </div>
    </header>
  )
}

type SportProps = { sport: StoryPageData['story']['sport'] }

export function StoryArticle({ story }: Pick<StoryPageData, 'story'>) {
  return (
    <article
      aria-labelledby="story-headline"
      data-ad-sport={story.sport?.globalShortName ?? undefined}
      className="pb-10 pt-8 md:pt-12"
    >
      <header className={COLUMN}>
        {story.sport ? (
          <p className="text-sm font-bold uppercase tracking-wide text-brand-strong">
            {story.sport.title}
          </p>
        ) : null}
        <h1
          id="story-headline"
          className="mt-2 text-balance font-display text-3xl font-black leading-tight md:text-5xl"
        >
          {story.headline}
        </h1>
        {story.subHeadline ? (
          <p className="mt-3 text-lg text-ink-muted md:text-xl">{story.subHeadline}</p>
        ) : null}
        <p className="mt-4 flex flex-wrap gap-x-3 border-t-2 border-line pt-3 text-sm">
          {story.byline ? <span className="font-bold">By {story.byline}</span> : null}
          {story.writer ? <span>Written by {story.writer}</span> : null}
          {story.dateText ? (
            <time dateTime={story.day} className="text-ink-muted">
              {story.dateText}
            </time>
          ) : null}
        </p>
      </header>
      {story.image ? <LeadImage image={story.image} /> : null}
      <div className={`${COLUMN} mt-8`}>
        {story.video ? <VideoLink video={story.video} /> : null}
        {story.body?.type === 'html' ? <RichText html={story.body.content} /> : null}
        {story.body?.type === 'blocks' ? (
          <div className="space-y-6">
            {story.body.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </div>
        ) : null}
        {story.links.length > 0 ? (
          <ul aria-label="Links" className="mt-8 flex flex-wrap gap-3">
            {story.links.map((link) => (
              <li key={`${link.url}:${link.text}`}>
                <SmartLink url={link.url} className="button-secondary">
                  {link.text}
                </SmartLink>
              </li>
            ))}
          </ul>
        ) : null}
        <StoryFiling series={story.series} tags={story.tags} />
      </div>
    </article>
  )
}

function LeadImage({ image }: { image: StoryImage }) {
  return (
    <figure className="mx-auto mt-6 w-full max-w-3xl md:px-4">
      <Image
        src={image.url}
        alt={image.alt ?? ''}
        width={1280}
        height={720}
        sizes={COLUMN_IMAGE_SIZES}
        priority
        className="aspect-video h-auto w-full bg-surface-raised object-cover md:rounded-sm"
      />
      <Caption caption={image.caption} credit={image.credit} />
    </figure>
  )
}

function Caption({ caption, credit }: { caption: string | null; credit?: string | null }) {
  if (!caption && !credit) return null
  return (
    <figcaption className="mt-2 px-4 text-sm text-ink-muted md:px-0">
      {caption}
      {credit ? (
        <span className="block text-xs uppercase tracking-wide">Photo: {credit}</span>
      ) : null}
    </figcaption>
  )
}

function Block({ block }: { block: StoryViewBlock }) {
  switch (block.type) {
    case 'text':
      return <RichText html={block.html} />
    case 'image': {
      const picture = (
        <Image
          src={block.image.url}
          alt={block.image.alt ?? ''}
          width={1280}
          height={720}
          sizes={COLUMN_IMAGE_SIZES}
          className="h-auto w-full rounded-sm bg-surface-raised"
        />
      )
      return (
        <figure>
          {block.link ? <SmartLink url={block.link}>{picture}</SmartLink> : picture}
          <Caption caption={block.image.caption} />
        </figure>
      )
    }
    case 'gallery':
      return (
        <ul aria-label="Photo gallery" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {block.images.map((image) => (
            <li key={image.url}>
              <a href={image.url} className="block">
                <Image
                  src={image.url}
                  alt={image.alt ?? image.caption ?? 'Photo'}
                  width={320}
                  height={240}
                  sizes="(min-width: 48rem) 15rem, calc((100vw - 2.5rem) / 2)"
                  className="aspect-[4/3] h-auto w-full rounded-sm object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )
    case 'quote':
      return (
        <figure className="border-l-4 border-accent py-1 pl-5">
          <blockquote className="font-display text-xl font-bold leading-snug md:text-2xl">
            <p>{block.quote}</p>
          </blockquote>
          {block.attribution ? (
            <figcaption className="mt-2 text-sm text-ink-muted">
              — <cite className="not-italic">{block.attribution}</cite>
            </figcaption>
          ) : null}
        </figure>
      )
    case 'video': {
      return block.link ? <VideoLink video={block.link} /> : null
    }
    case 'button':
      return (
        <p>
          <SmartLink url={block.url} className="button-primary">
            {block.text}
          </SmartLink>
        </p>
      )
  }
}

/** A video as a link to where it plays (story-video.ts says why it is not embedded). */
function VideoLink({ video }: { video: StoryVideoView }) {
  if ('card' in video) return <VideoCard video={video.card} layout="row" />
  return (
    <p className="mb-6">
      {/* A plain link: the showcase page and YouTube are not pages of this application. */}
      <a
        href={video.url}
        className="group flex items-center gap-4 rounded-sm border-2 border-line p-3 hover:border-brand"
      >
        <DecorativeImage
          src={video.thumbnail}
          width={160}
          height={90}
          className="aspect-video w-28 shrink-0 rounded-sm object-cover sm:w-40"
        />
        <span>
          <span className="block text-xs font-bold uppercase tracking-wide text-brand-strong">
            <span aria-hidden="true">▶ </span>Watch video
          </span>
          <span className="font-bold group-hover:underline">{video.title}</span>
        </span>
      </a>
    </p>
  )
}

/** The games the story previews or recaps, and more stories: after the story, wider. */
export function StoryRelated({ games, related }: Pick<StoryPageData, 'games' | 'related'>) {
  if (games.length === 0 && related.length === 0) return null
  return (
    <div className="border-t-2 border-line bg-surface-raised">
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-10">
        {games.length > 0 ? (
          <section aria-labelledby="story-games-heading">
            <h2
              id="story-games-heading"
              className="mb-4 font-display text-2xl font-black uppercase"
            >
              {games.length === 1 ? 'The game' : 'The games'}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {games.map((game) => (
                <GameCard key={game.id} game={game} withSport={false} />
              ))}
            </ul>
          </section>
        ) : null}
        {related.length > 0 ? (
          <section aria-labelledby="story-related-heading">
            <h2
              id="story-related-heading"
              className="mb-4 font-display text-2xl font-black uppercase"
            >
              More stories
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {related.map((item) => (
                <li key={item.id}>
                  <SmartLink url={item.path} className="group block">
                    <DecorativeImage
                      src={item.image?.url}
                      width={320}
                      height={180}
                      sizes="(min-width: 64rem) 14rem, (min-width: 40rem) calc((100vw - 3.5rem) / 2), calc(100vw - 2rem)"
                      className="aspect-video h-auto w-full rounded-sm bg-surface object-cover"
                    />
                    <span className="mt-2 block font-bold leading-snug group-hover:underline">
                      {item.headline}
                    </span>
                  </SmartLink>
                  <time dateTime={item.day} className="mt-1 block text-sm text-ink-muted">
                    {item.dateText}
                  </time>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  )
}
