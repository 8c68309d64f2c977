import sharp from 'sharp'
import { expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'

import { createAppIconMaker } from '../../apps/web/app/endpoints/web-app/app-icons.server'
import { ICON_SPECS } from '../../apps/web/app/endpoints/web-app/icon-art'
import { buildWebManifest, toAppIdentity } from '../../apps/web/app/endpoints/web-app/web-manifest'
import { APP_ICON_FILES } from '../../apps/web/app/paths/app-manifest'

import { openProviderProcess } from './provider-process'

// The web app manifest and its icons (issue 34) from what a real reference provider says of each
// demo tenant: its settings and Seo read through the client, its logo (an SVG) read from the
// provider's image host and made into PNGs of each size.
const provider = openProviderProcess()
const silent = { warn: () => {}, error: () => {} }

test.each([
  ['demo', 'Northfield State Athletics', 'NSU Owls', '#0b3d2e', [11, 61, 46]],
  ['lakeside', 'Lakeside Tech Athletics', 'LIT Herons', '#13294b', [19, 41, 75]],
])(
  '%s: its manifest, and its icons made from its logo',
  async (tenant, name, short, color, rgb) => {
    const client = createProviderClient({
      baseUrl: provider.baseUrl,
      tenant,
      logger: silent,
      cache: false,
    })
    const [settings, seo] = await Promise.all([client.getSiteSettings(), client.getSeo()])
    const manifest = buildWebManifest({ settings, seo })
    expect(manifest).toMatchObject({ name, short_name: short, theme_color: color })
    // The seed's homepage description template, filled: no token left, the school named.
    expect(manifest.description).toMatch(/^Homepage from the official athletics website of the /)
    expect(manifest.description).not.toMatch(/[{}]/)

    const identity = toAppIdentity(settings)
    expect(identity.logo).toBe(`/images/${tenant}/logos/logo.svg`)
    const icons = createAppIconMaker({ providerUrl: provider.baseUrl })
    for (const file of APP_ICON_FILES) {
      const icon = await icons.get(file, identity)
      const { size } = ICON_SPECS[file]
      expect(icon.from, file).toBe('logo')
      const metadata = await sharp(icon.png).metadata()
      expect([metadata.format, metadata.width, metadata.height], file).toEqual(['png', size, size])
    }
    // The 512 "any" icon is the logo edge to edge: its shield, in the tenant's colour, fills the
    // upper middle (above the monogram).
    const { data, info } = await sharp((await icons.get('512.png', identity)).png)
      .raw()
      .toBuffer({ resolveWithObject: true })
    const at = (128 * info.width + 256) * info.channels
    expect([...data.subarray(at, at + 3)]).toEqual(rgb)
  },
)
