import { CardPicture } from '~/components/ui/card-picture'

// One video as a card: its poster, length ("0:31", read as "31 seconds"), a "CC" mark read as
// "Captioned" when it has a caption file, its title linking where it plays, and a line under
// it. An all-access item (issue 35, video-card-view.ts) opens the showcase embed, on the sport
// home's strip and in a story; a playlist's clip (playlists.server.tsx) its series page. A
// poster the provider keeps as a /media file is a plain <img> (the image service resizes only
// its /images); others go through the image service. A video that may not be played here
// (blacked out, premium, sign-in only: SPEC 6) keeps its poster and title, says why, no link.

export type VideoCardView = {
  id: string
  title: string
  /** Where it plays, or null when it may not be played here (then `detail` says why). */
  url: string | null
  posterUrl: string | null
  /** "0:31" and "31 seconds"; both null when the length is unknown. */
  length: string | null
  lengthWords: string | null
  captioned: boolean
  /** The line under the title: why it may not be played, or the series that holds it. */
  detail: string | null
  /** A page of the application (route discovery marks it), not the embed, an endpoint. */
  inApp: boolean
}

type Layout = 'tile' | 'row'

/**
 * A card: `tile` (poster over title, a strip's item) or `row` (poster beside, a story's block,
 * spaced as the story's other blocks).
 */
export function VideoCard({ video, layout }: { video: VideoCardView; layout: Layout }) {
  const row = layout === 'row'
  return (
    <div
      className={
        row
          ? 'relative mb-6 flex items-center gap-4 rounded-sm border-2 border-line p-3 hover:border-brand'
          : 'relative flex flex-col gap-2'
      }
    >
      <div className={row ? 'w-32 shrink-0 sm:w-48' : undefined}>
        <Poster video={video} />
      </div>
      <div>
        {row && video.url ? (
          <span className="block text-xs font-bold uppercase tracking-wide text-brand-strong">
            <span aria-hidden="true">▶ </span>Watch video
          </span>
        ) : null}
        <p className="font-bold leading-tight">
          {video.url ? (
            // The whole card is the link's target (after:inset-0); the title is its name.
            <a
              href={video.url}
              data-discover={video.inApp ? 'true' : undefined}
              className="after:absolute after:inset-0 hover:underline"
            >
              {video.title}
            </a>
          ) : (
            video.title
          )}
        </p>
        {video.detail ? <p className="text-sm text-ink-muted">{video.detail}</p> : null}
      </div>
    </div>
  )
}

function Poster({ video }: { video: VideoCardView }) {
  const { posterUrl } = video
  if (posterUrl && !posterUrl.startsWith('/media/')) {
    return (
      <CardPicture src={posterUrl} width={480} height={270} box="aspect-video rounded-sm">
        <VideoMarks video={video} />
      </CardPicture>
    )
  }
  return (
    <div className="relative">
      {posterUrl ? (
        <img
          src={posterUrl}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full rounded-sm bg-line object-cover"
        />
      ) : (
        <div className="aspect-video w-full rounded-sm bg-line" />
      )}
      <VideoMarks video={video} />
    </div>
  )
}

/** The marks over the poster: "CC" and the length, each with words for a screen reader. */
function VideoMarks({ video }: { video: VideoCardView }) {
  const mark = 'rounded-sm bg-ink px-1.5 text-sm font-bold text-surface'
  return (
    <>
      {video.captioned ? (
        <span className={`absolute bottom-2 left-2 ${mark}`}>
          <span aria-hidden="true">CC</span>
          <span className="sr-only">Captioned</span>
        </span>
      ) : null}
      {video.length ? (
        <span className={`absolute bottom-2 right-2 tabular-nums ${mark}`}>
          <span aria-hidden="true">{video.length}</span>
          <span className="sr-only">Length {video.lengthWords}</span>
        </span>
      ) : null}
    </>
  )
}
