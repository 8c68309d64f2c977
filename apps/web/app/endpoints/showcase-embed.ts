import {
  SHOWCASE_EMBED_QUERY,
  parseShowcaseEmbed,
  toYouTubeEmbedUrl,
  type ShowcaseEmbed,
} from '@fieldhouse/domain/showcase-embed'

import { loadTextTrack } from '~/components/media/text-track.server'
import type { EndpointArgs } from '~/paths/endpoints'
import { showcaseEmbedPath } from '~/paths/showcase'
import { toNotFoundLocation } from '~/render'
import { plainPageResponse, text } from '~/route-checks/plain-page.server'
import { toAbsolute } from '~/seo/collection-page-data'
import { getSiteUrl } from '~/utils/env.server'
import { RETRY_AFTER_S } from '~/utils/loaded'
import { provider } from '~/utils/provider.server'
import { getQuery } from '~/utils/query'

import { toVideoObjectData, type PlayableTracks } from './showcase-embed/video-object'
import { toWatchPage } from './showcase-embed/watch-page.server'

// SPEC.md 2.1: a showcase video opens /showcase/embed.aspx on the site's own origin with
// youtube, archive, endeavor (an id), autoplay, controls and live; absent ones are omitted. A
// full-screen player: YouTube's privacy-enhanced player for a YouTube id; the site's own player
// for an all-access `archive` id (showcase-embed/watch-page.server.tsx); the Endeavor player is
// another service's, so the page says which video it is instead.
const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com'

/** What the player reads: the video by its archive id and its text tracks (tests pass theirs). */
export type EmbedSources = {
  loadAllAccessVideo: typeof provider.loadAllAccessVideo
  loadTextTrack: typeof loadTextTrack
}

export function createEmbedLoader(sources: EmbedSources) {
  return ({ request }: Pick<EndpointArgs<'/showcase/embed.aspx'>, 'request'>) =>
    answerEmbed(request, sources)
}

export const loader = createEmbedLoader({
  loadAllAccessVideo: (id, options) => provider.loadAllAccessVideo(id, options),
  loadTextTrack,
})

async function answerEmbed(request: Request, sources: EmbedSources): Promise<Response> {
  const query = getQuery(request, SHOWCASE_EMBED_QUERY)
  const embed = parseShowcaseEmbed(query)
  if (!embed.youtube && (embed.archive || query.archive !== null)) {
    return answerArchive(request, embed, sources)
  }
  const live = embed.live ? 'Live video' : 'Video'
  return plainPageResponse({
    title: `${live} player`,
    status: 200,
    frameOrigin: embed.youtube ? YOUTUBE_ORIGIN : undefined,
    body: `<main class="player">${toPlayer(embed, live)}</main>`,
  })
}

// An all-access video by its archive id. An id that is malformed (dropped by the parser) or
// unknown is the site's 404 page, as any unknown address is (SPEC 2.1: a redirect to /404
// naming it); a provider that fails is a 503 page to try again, never a 500.
async function answerArchive(
  request: Request,
  embed: ShowcaseEmbed,
  sources: EmbedSources,
): Promise<Response> {
  const url = new URL(request.url)
  const notFound = () =>
    new Response(null, {
      status: 302,
      headers: {
        Location: toNotFoundLocation(url.pathname + url.search),
        'Cache-Control': 'no-store',
      },
    })
  if (!embed.archive) return notFound()
  const signal = request.signal
  const loaded = await sources.loadAllAccessVideo(embed.archive, { signal })
  if (loaded.status === 'missing') return notFound()
  if (loaded.status === 'unavailable') {
    return plainPageResponse({
      title: 'Video temporarily unavailable',
      status: 503,
      headers: { 'Retry-After': String(RETRY_AFTER_S) },
      body: `<main>
<h1>Video temporarily unavailable</h1>
<p>This video cannot be loaded right now. Please try again in a moment.</p>
<p><a href="/">Go to the home page</a></p>
</main>`,
    })
  }
  const video = loaded.value
  const tracks = await loadTracks(video, signal, sources.loadTextTrack)
  const page = toWatchPage(video, tracks, embed)
  const siteUrl = getSiteUrl()
  const pageUrl = new URL(showcaseEmbedPath(video.id), siteUrl).href
  return plainPageResponse({
    title: page.title,
    description: page.description,
    canonical: pageUrl,
    status: 200,
    body: page.body,
    media: page.playable,
    indexable: page.playable,
    script: page.script ?? undefined,
    structuredData: toVideoObjectData(video, tracks, {
      pageUrl,
      playable: page.playable,
      absolute: toAbsolute(siteUrl),
    }),
  })
}

// The tracks that parse (a file that is missing, empty, not WebVTT or holds markup is left out,
// logged once by loadTextTrack): the video plays without them.
async function loadTracks(
  video: { captionsUrl: string | null; descriptionsUrl: string | null },
  signal: AbortSignal,
  readTrack: EmbedSources['loadTextTrack'],
): Promise<PlayableTracks> {
  const load = async (url: string | null) => {
    const cues = url ? await readTrack(url, signal) : null
    return url && cues ? { url, cues } : null
  }
  const [captions, descriptions] = await Promise.all([
    load(video.captionsUrl),
    load(video.descriptionsUrl),
  ])
  return { captions, descriptions }
}

function toPlayer(embed: ShowcaseEmbed, live: string): string {
  if (embed.youtube) {
    const src = toYouTubeEmbedUrl({ ...embed, youtube: embed.youtube })
    return `<h1 class="visually-hidden">${live}</h1>
<iframe src="${text(src)}" title="${live} player" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe>`
  }
  // An Endeavor id keeps its sentence: that player is the department's other media service.
  return `<div><h1>${live}</h1><p>${
    embed.endeavor
      ? `This Endeavor video (${text(embed.endeavor)}) plays on the athletics department's media service.`
      : 'No video was named.'
  }</p><p><a href="/">Go to the home page</a></p></div>`
}
