import { join } from 'node:path'

import Database from 'better-sqlite3'

import { startMeasuredProvider } from '../../../../scripts/processes.mjs'
import { startStandInAds } from './stand-in-ads.mjs'
import { addStandInTag, startStandInTags } from './stand-in-tags.mjs'

// The demo site "with ads and tracking tags configured" that `npm run bench` ('home (ads+tags)')
// and `LIGHTHOUSE_ADS=1 npm run lighthouse` measure against the same site without them: the
// browser specs' loopback stand-ins (stand-in-ads.mjs, stand-in-tags.mjs) and a reference
// provider of its own (fresh database in `dataDir`) whose demo tenant
// - names htlbid (site id 'demo') and nativo in its site config and turns its ads on, as the
//   lakeside tenant does in the seed (the ads spec's tenant), and
// - has the measurement spec's stand-in tracking tag (head script, body-open and body-close
//   inline code, a noscript pixel).
// Everything else of the demo is untouched, so the two sites differ only by ads and tags.
// Resolves with the provider's port, the stand-ins and the website's environment: FEATURE_ADS,
// the ad scripts and the tag origins on the stand-ins, the consent script and Google's tags from
// the tags stand-in, and the CSP origins that admit them.
export async function startAdsAndTagsProvider({ providerPort, adsPort, tagsPort, dataDir }) {
  const ads = await startStandInAds({ port: adsPort })
  const tags = await startStandInTags({ port: tagsPort })
  await startMeasuredProvider({ port: providerPort, dataDir })
  const file = join(dataDir, 'provider.sqlite')
  turnDemoAdsOn(file)
  addStandInTag(file, { origin: tags.origin })
  return {
    providerPort,
    ads,
    tags,
    env: {
      FEATURE_ADS: '1',
      ADS_HTLBID_SCRIPT_URL: `${ads.origin}/htlbid/{siteId}.js`,
      ADS_NATIVO_SCRIPT_URL: `${ads.origin}/nativo.js`,
      CSP_SCRIPT_ORIGINS: ads.origin,
      CSP_FRAME_ORIGINS: ads.origin,
      TRACKING_TAG_ORIGINS: tags.origin,
      GOOGLE_TAG_ORIGIN: tags.origin,
      CONSENT_SCRIPT_URL: `${tags.origin}/consent.js`,
      CONSENT_TEST_SCRIPT_URL: `${tags.origin}/consent-test.js`,
    },
    /** Every third-party script the configured site loads, for weighing them. */
    thirdPartyScripts: [
      `${ads.origin}/htlbid/demo.js`,
      `${ads.origin}/nativo.js`,
      `${tags.origin}/consent.js`,
      `${tags.origin}/tag.js`,
      `${tags.origin}/gtm.js`,
      `${tags.origin}/gtag/js`,
    ],
    close: () => Promise.all([ads.close(), tags.close()]),
  }
}

// The demo tenant's common settings as lakeside's seed has them: htlbid and nativo named, ads on.
function turnDemoAdsOn(file) {
  const db = new Database(file)
  try {
    const changed = db
      .prepare(
        `update settings set value = json_set(value,
           '$.siteConfig.htlbid', json('{"siteId":"demo","isTesting":"no"}'),
           '$.siteConfig.nativoEnabled', json('true'),
           '$.features.adsEnabled', json('true'))
         where tenant_id = 1 and key = 'common'`,
      )
      .run().changes
    if (changed !== 1) throw new Error('the demo tenant has no common settings to turn ads on in')
  } finally {
    db.close()
  }
}
