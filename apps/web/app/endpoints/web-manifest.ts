import type { EndpointArgs } from '~/paths/endpoints'
import { provider } from '~/utils/provider.server'

import { buildWebManifest } from './web-app/web-manifest'

// GET /manifest.webmanifest (issue 34): the tenant's web app manifest (web-app/web-manifest.ts),
// linked from every page's head (shell/server-head.tsx). When the settings cannot be read
// (SPEC.md 8) still a valid manifest, with the shell's neutral name and colours and icons drawn
// from those, kept for a shorter time: never a 500.

export async function loader({ request }: Pick<EndpointArgs<'/manifest.webmanifest'>, 'request'>) {
  const signal = request.signal
  const [settings, seo] = await Promise.all([
    provider.getSiteSettings({ signal }),
    provider.getSeo({ signal }),
  ])
  const maxAge = settings ? 3600 : 300
  return new Response(JSON.stringify(buildWebManifest({ settings, seo })), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': `public, max-age=${maxAge}, s-maxage=${maxAge}`,
    },
  })
}
