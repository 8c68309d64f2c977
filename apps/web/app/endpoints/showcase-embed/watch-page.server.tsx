import { renderToStaticMarkup } from 'react-dom/server'

import { describeEpisodePlayback, getEpisodePlayback } from '@fieldhouse/domain/episode-playback'
import { formatDuration } from '@fieldhouse/domain/media-access'
import type { ShowcaseEmbed } from '@fieldhouse/domain/showcase-embed'
import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'

import type { Cue } from '~/components/media/text-track.server'
import { Transcript } from '~/components/media/transcript'
import { text } from '~/route-checks/plain-page.server'

import { PLAYER_SCRIPT, VIDEO_ID } from './player-script'
import type { PlayableTracks } from './video-object'

// The showcase embed's page for an all-access video (issue 35): a native <video> with its
// captions and audio-description tracks, the title, description and length under it, and the
// transcript behind a <details> toggle, which opens by keyboard and without JavaScript. Access
// follows the podcasts' rules and words (domain/episode-playback.ts): a blacked-out or locked
// video shows its poster's page with the reason, and no player.
//
// Decisions (issue 35 leaves them to the site):
// - `controls=false` hides the browser's controls only where the page's script gives the player
//   its own bar (Play/Pause, Captions): a <video> with no controls at all could not be paused
//   (WCAG 2.2.2), started, or have its captions turned off. Without JavaScript the browser's
//   controls stay. The YouTube player, which pauses on a click, gets controls=0.
// - `autoplay=true` plays muted, never with sound (the visitor unmutes with the controls), and
//   inline on phones (playsinline), and not at all for a visitor who asked for reduced motion
//   (the script); without it nothing loads but the file's metadata.
// - The transcript is the captions' cues with the descriptions' woven in by time, so a reader
//   gets what is seen as well as what is said (a descriptive transcript); a video with neither
//   track has no transcript.

export type WatchPage = {
  title: string
  description: string
  body: string
  script: string | null
}

export function toWatchPage(
  video: AllAccessVideo,
  tracks: PlayableTracks,
  embed: Pick<ShowcaseEmbed, 'autoplay' | 'controls'>,
): WatchPage & { playable: boolean } {
  const playback = getEpisodePlayback(video.access)
  const file = playback.kind === 'playable' ? video.videoUrl : null
  const duration = formatDuration(video.durationSeconds)
  const meta = [
    video.sport ? text(video.sport.title) : null,
    video.category ? text(video.category.title) : null,
    duration ? `<span class="visually-hidden">Length </span>${duration}` : null,
  ].filter(Boolean)
  const about = `<h1 id="video-title">${text(video.title)}</h1>
${meta.length > 0 ? `<p class="meta">${meta.join(' · ')}</p>` : ''}
${video.description ? `<p>${text(video.description)}</p>` : ''}`
  const description = video.description ?? video.title
  if (!file) {
    const words = describeEpisodePlayback(playback, 'video')
    const reason =
      playback.kind === 'playable'
        ? 'The video file for this item has not been published yet.'
        : words.explanation
    const lead = playback.kind === 'blacked-out' ? 'Not available. ' : 'Locked. '
    return {
      title: video.title,
      description,
      playable: false,
      script: null,
      // The poster stays (the client keeps it for such an item): the page still shows which
      // video it is. Decorative beside the title, so no text of its own.
      body: `<main class="watch">
${video.posterUrl ? `<img class="poster" src="${text(video.posterUrl)}" alt="">` : ''}
${about}
<p class="notice"><strong>${lead}</strong>${text(reason ?? '')}</p>
<p><a href="/">Go to the home page</a></p>
</main>`,
    }
  }
  const transcriptCues = mergeByTime(tracks.captions?.cues ?? [], tracks.descriptions?.cues ?? [])
  const transcript =
    transcriptCues.length > 0
      ? `<details>
<summary>Transcript</summary>
${renderToStaticMarkup(
  <Transcript cues={transcriptCues} mediaId={VIDEO_ID} mediaUrl={file} headingLevel={2} />,
)}
</details>`
      : ''
  return {
    title: video.title,
    description,
    playable: true,
    // Always: a page address with a moment (#t=) starts the player there (player-script.ts).
    script: PLAYER_SCRIPT,
    body: `<main class="watch">
${toVideoElement(video, file, tracks, embed)}
${about}
${transcript}
</main>`,
  }
}

function toVideoElement(
  video: AllAccessVideo,
  file: string,
  tracks: PlayableTracks,
  { autoplay, controls }: Pick<ShowcaseEmbed, 'autoplay' | 'controls'>,
): string {
  const attributes = [
    `id="${VIDEO_ID}"`,
    `src="${text(file)}"`,
    video.posterUrl ? `poster="${text(video.posterUrl)}"` : null,
    'controls',
    'playsinline',
    autoplay ? 'autoplay muted' : 'preload="metadata"',
    'aria-labelledby="video-title"',
    // The browser's controls stay in the markup (a page without JavaScript keeps them); the
    // script swaps them for the bar below.
    controls === false ? 'data-own-controls' : null,
  ].filter(Boolean)
  const trackElements = [
    tracks.captions
      ? `<track kind="captions" srclang="en" label="English" src="${text(tracks.captions.url)}" default>`
      : null,
    tracks.descriptions
      ? `<track kind="descriptions" srclang="en" label="English audio description" src="${text(tracks.descriptions.url)}">`
      : null,
  ].filter(Boolean)
  const bar =
    controls === false
      ? `<div id="player-bar" class="player-bar" hidden>
<button type="button" data-play aria-controls="${VIDEO_ID}">Play</button>
${tracks.captions ? `<button type="button" data-captions aria-pressed="true" aria-controls="${VIDEO_ID}">Captions</button>` : ''}
</div>`
      : ''
  return `<video ${attributes.join(' ')}>
${trackElements.join('\n')}
<p>This browser does not play the video here: <a href="${text(file)}">open the video file</a>.</p>
</video>
${bar}`
}

/** Two cue lists in one, by start time; a description cue is voiced as one. */
export function mergeByTime(captions: readonly Cue[], descriptions: readonly Cue[]): Cue[] {
  const described = descriptions.map((cue) => ({
    ...cue,
    voice: cue.voice ?? 'Audio description',
  }))
  return [...captions, ...described].sort((a, b) => a.start - b.start || a.end - b.end)
}
