import { data } from 'react-router'

import { isAppIconFile } from '~/paths/app-manifest'
import type { EndpointArgs } from '~/paths/endpoints'
import { env } from '~/utils/env.server'
import { provider } from '~/utils/provider.server'

import { createAppIconMaker } from './web-app/app-icons.server'
import { toAppIdentity } from './web-app/web-manifest'

// GET /app-icons/{file} (issue 34): an icon of the web app manifest or Safari's home-screen
// icon, made from the tenant's logo (web-app/app-icons.server.ts), once per process and logo.
// Without the settings or the logo, the site's initials on its colour, kept for a shorter time
// so the logo's icon follows soon: never a 500. An unknown file is a 404.

const icons = createAppIconMaker({ providerUrl: env.PROVIDER_URL })

export async function loader({ request, params }: EndpointArgs<'/app-icons/:file'>) {
  if (!isAppIconFile(params.file)) throw data(null, { status: 404 })
  const settings = await provider.getSiteSettings({ signal: request.signal })
  const icon = await icons.get(params.file, toAppIdentity(settings))
  const maxAge = settings && icon.lasting ? 3600 : 300
  return new Response(new Uint8Array(icon.png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': `public, max-age=${maxAge}, s-maxage=${maxAge}`,
    },
  })
}
