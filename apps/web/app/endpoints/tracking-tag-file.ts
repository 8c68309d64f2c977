import { getTagCode, isTagSpot, toServedScript } from '@fieldhouse/domain/measurement/tag-placement'
import { fromTagSearch } from '@fieldhouse/domain/measurement/tag-query'

import { loadTrackingTags, TAG_QUERY_NAMES } from '~/measurement/tracking-tags.server'
import type { EndpointArgs } from '~/paths/endpoints'
import { parseId } from '~/utils/params'
import { getQuery } from '~/utils/query'

// GET /tracking/tags/{tagId}/{spot}/script-{n}.js (or style-{n}.css): one inline script or style
// of a tracking tag as a file of the site's origin, which the Content-Security-Policy admits where
// the same code inserted inline would be refused (the pattern of /form/{id}/styles.css). The
// page's search (template, sport, content) finds the tag as tracking-tags.json did. A script is
// wrapped so that code which throws is logged and the page goes on. Unknown: a plain 404.
const FILE = /^(script|style)-(\d{1,2})\.(js|css)$/

export async function loader({
  params,
  request,
}: Pick<EndpointArgs<'/tracking/tags/:tagId/:spot/:file'>, 'params' | 'request'>) {
  const id = parseId(params.tagId)
  const file = FILE.exec(params.file ?? '')
  const spot = params.spot ?? ''
  const kind = file?.[1] === 'style' ? 'style' : 'script'
  if (id === null || !file || !isTagSpot(spot) || file[3] !== (kind === 'style' ? 'css' : 'js')) {
    return notFound()
  }
  const entries = Object.entries(getQuery(request, TAG_QUERY_NAMES)).filter(
    (entry): entry is [string, string] => entry[1] !== null,
  )
  const tags = await loadTrackingTags(fromTagSearch(new URLSearchParams(entries)), request.signal)
  const code = getTagCode(tags, id, spot, kind, Number(file[2]))
  if (code === null) return notFound()
  return new Response(kind === 'script' ? toServedScript(code, id) : code, {
    headers: {
      'Content-Type':
        kind === 'script' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=300, s-maxage=60',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

function notFound(): Response {
  return new Response('No such tracking tag file.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
