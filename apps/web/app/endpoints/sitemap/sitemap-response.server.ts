import {
  SITEMAP_GROUPS,
  buildSitemapIndex,
  buildUrlSet,
  getSitemapPart,
  parseSitemapFileName,
} from '@fieldhouse/domain/seo-sitemap'

import { endpointHref } from '~/paths/endpoints'
import { getSiteUrl } from '~/utils/env.server'
import { logger } from '~/utils/logger.server'
import { provider } from '~/utils/provider.server'

import { getSitemapContent } from './sitemap.server'

// GET /sitemap.xml, the index, and /sitemaps/{group}[-{part}].xml, its children (issue 22),
// answered for endpoints/sitemap-index.ts and sitemap-child.ts:
// only when the provider's Seo settings turn the sitemap on (`enable_sitemap_xml`), otherwise a
// 404. An unknown child or part is a 404; when the settings or the content cannot be read, a 503
// to try again later (SPEC.md 8: never a 500, and no search engine told the sitemap is gone).

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=900, s-maxage=900',
}

function plain(status: number, message: string) {
  return new Response(message, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(status === 503 ? { 'Retry-After': '300' } : {}),
    },
  })
}

/** The index (`file` undefined) or one child sitemap's answer. */
export async function answerSitemap(request: Request, file: string | undefined) {
  const seo = await provider.getSeo({ signal: request.signal })
  if (!seo) return plain(503, 'The sitemap is not available right now.')
  if (!seo.sitemapEnabled) return plain(404, 'Not found')
  const child = file === undefined ? null : parseSitemapFileName(file)
  if (file !== undefined && !child) return plain(404, 'Not found')
  let content
  try {
    content = await getSitemapContent()
  } catch (error) {
    logger.warn({ err: error }, 'sitemap: content could not be gathered')
    return plain(503, 'The sitemap is not available right now.')
  }
  const siteUrl = getSiteUrl()
  if (!child) {
    const counts = Object.fromEntries(SITEMAP_GROUPS.map((g) => [g, content[g].length]))
    const xml = buildSitemapIndex(counts, siteUrl, (name) =>
      endpointHref('/sitemaps/:file', { file: name }),
    )
    return new Response(request.method === 'HEAD' ? null : xml, { headers: XML_HEADERS })
  }
  const entries = getSitemapPart(content[child.group], child.part)
  if (!entries) return plain(404, 'Not found')
  const xml = buildUrlSet(entries, siteUrl)
  return new Response(request.method === 'HEAD' ? null : xml, { headers: XML_HEADERS })
}
