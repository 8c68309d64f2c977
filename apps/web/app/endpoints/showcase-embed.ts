import {
  SHOWCASE_EMBED_QUERY,
  parseShowcaseEmbed,
  toYouTubeEmbedUrl,
  type ShowcaseEmbed,
} from '@fieldhouse/domain/showcase-embed'

import type { EndpointArgs } from '~/paths/endpoints'
import { plainPageResponse, text } from '~/route-checks/plain-page.server'
import { getQuery } from '~/utils/query'

// SPEC.md 2.1: a showcase video opens /showcase/embed.aspx on the site's own origin with
// youtube, archive, endeavor (an id), autoplay, controls and live; absent ones are omitted. A
// full-screen player: YouTube's privacy-enhanced player for a YouTube id; the archive and
// endeavor players are other services', so the page says which video it is instead.
const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com'

export function loader({ request }: Pick<EndpointArgs<'/showcase/embed.aspx'>, 'request'>) {
  const embed = parseShowcaseEmbed(getQuery(request, SHOWCASE_EMBED_QUERY))
  const live = embed.live ? 'Live video' : 'Video'
  return plainPageResponse({
    title: `${live} player`,
    status: 200,
    frameOrigin: embed.youtube ? YOUTUBE_ORIGIN : undefined,
    body: `<main class="player">${toPlayer(embed, live)}</main>`,
  })
}

function toPlayer(embed: ShowcaseEmbed, live: string): string {
  if (embed.youtube) {
    const src = toYouTubeEmbedUrl({ ...embed, youtube: embed.youtube })
    return `<h1 class="visually-hidden">${live}</h1>
<iframe src="${text(src)}" title="${live} player" allow="autoplay; encrypted-media; picture-in-picture; fullscreen" allowfullscreen></iframe>`
  }
  const id = embed.archive ?? embed.endeavor
  const name = embed.archive ? 'archive' : 'Endeavor'
  return `<div><h1>${live}</h1><p>${
    id
      ? `This ${text(name)} video (${text(id)}) plays on the athletics department's media service.`
      : 'No video was named.'
  }</p><p><a href="/">Go to the home page</a></p></div>`
}
