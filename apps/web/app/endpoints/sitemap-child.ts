import type { EndpointArgs } from '~/paths/endpoints'

import { answerSitemap } from './sitemap/sitemap-response.server'

// GET /sitemaps/{group}[-{part}].xml: one child sitemap (sitemap/sitemap-response.server.ts).
export function loader({
  request,
  params,
}: Pick<EndpointArgs<'/sitemaps/:file'>, 'params' | 'request'>) {
  return answerSitemap(request, params.file)
}
