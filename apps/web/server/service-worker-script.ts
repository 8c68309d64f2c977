import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

// /sw.js, stadium mode's service worker (docs/decisions/039). One build serves any tenant, so
// the site's facts are written in front of the built script as it is sent: the tenant (every
// cache's name starts with it, so another tenant's saved pages are never read) and its time zone
// (the "Saved at 7:42 PM" banner). Sent `no-cache`: the browser checks it on every navigation
// and a new build's worker takes over at the next one; with an ETag, so a check that finds the
// same worker is a 304 instead of its 11 KB again.
//
// With SERVICE_WORKER=off (the kill switch) the answer is a worker that clears every cache this
// site's workers made and unregisters itself; the pages stop registering one (shell data).

export const SERVICE_WORKER_PATH = '/sw.js'

// The kill switch's worker: replaces whatever worker a phone has, empties its caches, leaves.
export const KILL_SWITCH_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('fh:')).map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
`

export type SiteFacts = { tenant: string; timeZone: string | null }

export function createServiceWorkerScript(options: {
  clientDir: string
  enabled: boolean
  getSiteFacts: () => Promise<SiteFacts>
}): (ifNoneMatch?: string | null) => Promise<Response> {
  // Read once; a failed read (no build, or a build in place that has not written it yet) is
  // tried again by the next request instead of being kept.
  let built: Promise<string | null> | undefined
  const readBuilt = () =>
    (built ??= readFile(join(options.clientDir, 'sw.js'), 'utf8').catch(() => {
      built = undefined
      return null
    }))
  return async (ifNoneMatch) => {
    if (!options.enabled) return answer(KILL_SWITCH_WORKER, ifNoneMatch)
    const script = await readBuilt()
    if (!script)
      return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
    const facts = await options.getSiteFacts()
    // JSON is a JavaScript expression; `<` escaped so no value can end a script element.
    const site = JSON.stringify(facts).replace(/</g, '\\u003c')
    return answer(`self.FIELDHOUSE_SITE=${site};\n${script}`, ifNoneMatch)
  }
}

// Weak: the same script may be sent compressed or not.
const toETag = (body: string) =>
  `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`

function answer(body: string, ifNoneMatch: string | null | undefined): Response {
  const etag = toETag(body)
  const headers = {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
  }
  const known = (ifNoneMatch ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''))
  if (known.includes(etag.slice(2))) return new Response(null, { status: 304, headers })
  return new Response(body, { headers })
}
