import type { EndpointArgs } from '~/paths/endpoints'

import { answerSitemap } from './sitemap/sitemap-response.server'

// GET /sitemap.xml: the sitemap index (sitemap/sitemap-response.server.ts).
export function loader({ request }: Pick<EndpointArgs<'/sitemap.xml'>, 'request'>) {
  return answerSitemap(request, undefined)
}
