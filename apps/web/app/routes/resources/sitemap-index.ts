import { answerSitemap } from '~/seo/sitemap-response.server'

import type { Route } from './+types/sitemap-index'

// GET /sitemap.xml: the sitemap index (seo/sitemap-response.server.ts).
export function loader({ request }: Route.LoaderArgs) {
  return answerSitemap(request, undefined)
}
