import { toVideoCard } from '~/components/video/video-card-view'
import { VideoCard, type VideoCardView } from '~/components/video/video-card'
import { sportPath } from '~/paths/sports'
import { withQuery } from '~/paths/with-query'
import { toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

// A sport home's video strip (issue 35): the sport's newest all-access videos, each opening the
// showcase embed (video-card.tsx), with a "Captioned only" filter (the provider's
// onlyHasCaptions) as two plain links, so it works without JavaScript. Static server markup in
// the page's one "more" element: the strip costs the page no JavaScript. Secondary content
// (SPEC.md 8): left out when the library cannot be read, and when the sport has no video (with
// the filter on, the strip stays and says so, so the way back stays on the page). Its heading,
// "Watch {sport}", is not "{sport} video", the playlists' section, nor contains it.

type StripSport = { id: number; title: string; globalSportNameSlug: string }

const VIDEOS_SHOWN = 4

/** The declared query parameter (sport-home.tsx `handle`) and its one value. */
export const CAPTIONS_PARAM = 'captions'
export const CAPTIONED_ONLY = 'only'

export async function getVideoStripSection(
  sport: StripSport,
  captionedOnly: boolean,
  signal: AbortSignal,
): Promise<StaticMarkup | null> {
  const loaded = await provider.loadAllAccessVideos(
    { sportId: sport.id, onlyHasCaptions: captionedOnly, pageIndex: 0, pageSize: VIDEOS_SHOWN },
    { signal },
  )
  if (loaded.status !== 'ok') return null
  const videos = loaded.value.items.map(toVideoCard)
  if (videos.length === 0 && !captionedOnly) return null
  return toStaticMarkup(<VideoStrip sport={sport} videos={videos} captionedOnly={captionedOnly} />)
}

function VideoStrip(props: { sport: StripSport; videos: VideoCardView[]; captionedOnly: boolean }) {
  const { sport, videos, captionedOnly } = props
  const home = sportPath(sport.globalSportNameSlug)
  // Back to the strip after the filter's full page load, not to the top of the page.
  const filters = [
    { label: 'All videos', url: `${home}#sport-videos`, current: !captionedOnly },
    {
      label: 'Captioned only',
      url: `${withQuery(home, { [CAPTIONS_PARAM]: CAPTIONED_ONLY })}#sport-videos`,
      current: captionedOnly,
    },
  ]
  return (
    <section id="sport-videos" aria-labelledby="sport-videos-heading">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
        <h2 id="sport-videos-heading" className="font-display text-2xl font-black uppercase">
          Watch {sport.title}
        </h2>
        <nav aria-label={`Filter ${sport.title} videos`}>
          <ul className="flex gap-2">
            {filters.map((filter) => (
              <li key={filter.label}>
                <a
                  href={filter.url}
                  aria-current={filter.current ? 'true' : undefined}
                  className={
                    filter.current
                      ? 'block rounded-sm border-2 border-ink bg-ink px-3 py-1 font-bold text-surface'
                      : 'block rounded-sm border-2 border-line px-3 py-1 font-bold hover:border-brand-strong'
                  }
                >
                  {filter.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {videos.length === 0 ? (
        <p>No captioned {sport.title} videos yet.</p>
      ) : (
        <ol className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {videos.map((video) => (
            <li key={video.id}>
              <VideoCard video={video} layout="tile" />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
