import { describeDuration, formatDuration } from '@fieldhouse/domain/media-access'
import type { Clip, Playlist } from '@fieldhouse/provider-client/videos'

import { perAnswer, toStaticMarkup, type StaticMarkup } from '~/render/index.server'
import { provider } from '~/utils/provider.server'

import { getVideoHomes, type VideoHome } from './series-videos.server'
import { VideoCard, type VideoCardView } from './video-card'

// A sport's video playlists (SPEC 3 "clips and playlists"; issue 33 §2.8, decision 035) on its
// home: each playlist's first clips, a clip linking the series page that holds it (the video
// service's own address is not served here, SPEC 2.1). Static server markup, made once per
// answer; left out when there is no playlist with a clip (SPEC.md 8). A clip is shown by the
// video card the all-access strip and stories use (video-card.tsx), linking its series page.

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
                <li key={clip.id}>
                  <VideoCard video={toClipCard(clip, homes.get(clip.id) ?? null)} layout="tile" />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  )
}

/** One clip as a card: linked to the series page that holds it, named under its title. */
function toClipCard(clip: Clip, home: VideoHome | null): VideoCardView {
  return {
    id: clip.id,
    title: clip.title,
    url: home?.path ?? null,
    posterUrl: clip.posterUrl,
    length: formatDuration(clip.durationSeconds),
    lengthWords: describeDuration(clip.durationSeconds),
    // A playlist's clip is a series episode: its captions are not in the playlist's answer.
    captioned: false,
    detail: home?.seriesTitle ?? null,
    inApp: true,
  }
}
