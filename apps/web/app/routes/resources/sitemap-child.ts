import { answerSitemap } from '~/seo/sitemap-response.server'

import type { Route } from './+types/sitemap-child'

// GET /sitemaps/{group}[-{part}].xml: one child sitemap (seo/sitemap-response.server.ts).
export function loader({ request, params }: Route.LoaderArgs) {
  return answerSitemap(request, params.file)
}
