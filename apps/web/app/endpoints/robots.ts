import { buildRobotsTxt } from '@fieldhouse/domain/seo-robots'

import { endpointHref, type EndpointArgs } from '~/paths/endpoints'
import { getSiteUrl } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'

// GET /robots.txt (issue 22): the provider's robots header and footer (GET /Seo) around the
// site's own rules, and the sitemap's absolute address when the sitemap is on. When the Seo
// settings cannot be read (SPEC.md 8) the site's own rules alone, without a Sitemap line, and
// kept for a shorter time: never a 500.

const HEADERS = { 'Content-Type': 'text/plain; charset=utf-8' }

export async function loader({ request }: Pick<EndpointArgs<'/robots.txt'>, 'request'>) {
  const seo = await provider.getSeo({ signal: request.signal })
  const body = buildRobotsTxt({
    header: seo?.robotsHeader ?? null,
    footer: seo?.robotsFooter ?? null,
    sitemapUrl: seo?.sitemapEnabled
      ? new URL(endpointHref('/sitemap.xml'), getSiteUrl()).href
      : null,
  })
  const maxAge = seo ? 3600 : 300
  return new Response(request.method === 'HEAD' ? null : body, {
    headers: { ...HEADERS, 'Cache-Control': `public, max-age=${maxAge}, s-maxage=${maxAge}` },
  })
}
