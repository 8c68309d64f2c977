// One all-access video as a card (issue 35): its poster, length ("0:31", read as "31 seconds"),
// a "CC" mark read as "Captioned" when it has a caption file, and its title linking the showcase
// embed where it plays. The sport home's strip (server markup) and a story's video block show
// it alike. The poster is a plain <img>: it is a provider /media file, which the image service
// (provider /images only) does not resize. A video that may not be played here (blacked out,
// premium, sign-in only: SPEC 6) keeps its poster and title with the reason, and no link.

export type VideoCardView = {
  id: string
  title: string
  /** The embed, or null when it may not be played (then `notice` says why). */
  url: string | null
  posterUrl: string | null
  /** "0:31" and "31 seconds"; both null when the length is unknown. */
  length: string | null
  lengthWords: string | null
  captioned: boolean
  notice: string | null
}

type Layout = 'tile' | 'row'

/** A card: `tile` (poster over title, a strip's item) or `row` (poster beside, a story's block). */
export function VideoCard({ video, layout }: { video: VideoCardView; layout: Layout }) {
  const row = layout === 'row'
  return (
    <div
      className={
        row
          ? 'relative flex items-center gap-4 rounded-sm border-2 border-line p-3 hover:border-brand'
          : 'relative flex flex-col gap-2'
      }
    >
      <div className={row ? 'relative w-32 shrink-0 sm:w-48' : 'relative'}>
        {video.posterUrl ? (
          <img
            src={video.posterUrl}
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
      <div>
        {row && video.url ? (
          <span className="block text-xs font-bold uppercase tracking-wide text-brand-strong">
            <span aria-hidden="true">▶ </span>Watch video
          </span>
        ) : null}
        <p className="font-bold leading-tight">
          {video.url ? (
            // The whole card is the link's target (after:inset-0); the title is its name.
            <a href={video.url} className="after:absolute after:inset-0 hover:underline">
              {video.title}
            </a>
          ) : (
            video.title
          )}
        </p>
        {video.notice ? <p className="text-sm text-ink-muted">{video.notice}</p> : null}
      </div>
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
