import { formatDuration } from '@fieldhouse/domain/media-access'
import type { Clip, Playlist } from '@fieldhouse/provider-client/videos'

import { CardPicture } from '~/components/ui/card-picture'
import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

import { getVideoHomes, type VideoHome } from './series-videos.server'

// A sport's video playlists (SPEC 3 "clips and playlists"; issue 33 §2.8, decision 035) on its
// home: each playlist's first clips, a clip linking the series page that holds it (the video
// service's own address is not served here, SPEC 2.1). Static server markup, made once per
// answer; left out when there is no playlist with a clip (SPEC.md 8). The clip card takes the
// client's `Clip`, the all-access item, so the video library of issue 35 can list the same.

type PlaylistsSport = { id: number; title: string }

const PLAYLISTS_SHOWN = 2
const CLIPS_SHOWN = 4

/** The sport's playlists section, or null when there is none to show. */
export async function getPlaylistsSection(
  sport: PlaylistsSport,
  signal: AbortSignal,
): Promise<StaticMarkup | null> {
  const [playlists, homes] = await Promise.all([
    provider.getPlaylists({ sportId: sport.id, pageSize: PLAYLISTS_SHOWN }, { signal }),
    getVideoHomes(signal),
  ])
  return playlists.length === 0 ? null : toPlaylistsMarkup(playlists)(sport, homes)
}

// One answer is one sport's; the video homes are another answer, so they key the markup too.
const toPlaylistsMarkup = perAnswer((playlists: Playlist[]) => {
  const made = new WeakMap<ReadonlyMap<string, VideoHome>, StaticMarkup>()
  return (sport: PlaylistsSport, homes: ReadonlyMap<string, VideoHome>) => {
    let html = made.get(homes)
    if (html === undefined) {
      html = toStaticMarkup(<Playlists sport={sport} playlists={playlists} homes={homes} />)
      made.set(homes, html)
    }
    return html
  }
})

function Playlists(props: {
  sport: PlaylistsSport
  playlists: Playlist[]
  homes: ReadonlyMap<string, VideoHome>
}) {
  const { sport, playlists, homes } = props
  return (
    <section aria-labelledby="sport-video-heading">
      <h2 id="sport-video-heading" className="mb-4 font-display text-2xl font-black uppercase">
        {sport.title} video
      </h2>
      <div className="space-y-8">
        {playlists.map((playlist) => (
          <section key={playlist.id} aria-labelledby={`playlist-${playlist.id}`}>
            <h3 id={`playlist-${playlist.id}`} className="text-xl font-black">
              {playlist.title}
            </h3>
            {playlist.description ? <p className="text-ink-muted">{playlist.description}</p> : null}
            <ol className="mt-3 grid grid-cols-2 gap-4 lg:grid-cols-4">
              {playlist.clips.slice(0, CLIPS_SHOWN).map((clip) => (
                <ClipCard key={clip.id} clip={clip} home={homes.get(clip.id) ?? null} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  )
}

/** One clip as a list item: poster with its length, title (linked where it has a home), day. */
function ClipCard({ clip, home }: { clip: Clip; home: VideoHome | null }) {
  const length = formatDuration(clip.durationSeconds)
  return (
    <li className="flex flex-col gap-2">
      <CardPicture src={clip.posterUrl} width={480} height={270} box="aspect-video rounded-sm">
        {length ? (
          <span className="absolute bottom-2 right-2 rounded-sm bg-ink px-1.5 text-sm font-bold text-surface tabular-nums">
            <span className="sr-only">Length </span>
            {length}
          </span>
        ) : null}
      </CardPicture>
      <p className="font-bold leading-tight">
        {home ? (
          <a href={home.path} data-discover="true" className="hover:underline">
            {clip.title}
          </a>
        ) : (
          clip.title
        )}
      </p>
      {home ? <p className="text-sm text-ink-muted">{home.seriesTitle}</p> : null}
    </li>
  )
}
