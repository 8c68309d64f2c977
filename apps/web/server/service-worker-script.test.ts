import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from 'vitest'

import { createServiceWorkerScript, KILL_SWITCH_WORKER } from './service-worker-script'

async function builtDir(script: string | null) {
  const dir = await mkdtemp(join(tmpdir(), 'sw-'))
  if (script !== null) await writeFile(join(dir, 'sw.js'), script)
  return dir
}

const facts = { tenant: 'demo', timeZone: 'America/Chicago' }

test("the worker is sent no-cache, with the site's facts in front of the built script", async () => {
  const serve = createServiceWorkerScript({
    clientDir: await builtDir('/* built */'),
    enabled: true,
    getSiteFacts: async () => facts,
  })
  const answer = await serve()
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('no-cache')
  expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/)
  expect(await answer.text()).toBe(
    'self.FIELDHOUSE_SITE={"tenant":"demo","timeZone":"America/Chicago"};\n/* built */',
  )
})

test('no value of the facts can end a script', async () => {
  const serve = createServiceWorkerScript({
    clientDir: await builtDir(''),
    enabled: true,
    getSiteFacts: async () => ({ tenant: 'demo', timeZone: '</script><script>alert(1)' }),
  })
  expect(await (await serve()).text()).not.toContain('</script>')
})

test('the kill switch sends the worker that clears every cache and unregisters', async () => {
  const serve = createServiceWorkerScript({
    clientDir: await builtDir('/* built */'),
    enabled: false,
    getSiteFacts: async () => facts,
  })
  const answer = await serve()
  expect(answer.status).toBe(200)
  expect(answer.headers.get('cache-control')).toBe('no-cache')
  expect(await answer.text()).toBe(KILL_SWITCH_WORKER)
  expect(KILL_SWITCH_WORKER).toContain('caches.delete')
  expect(KILL_SWITCH_WORKER).toContain('registration.unregister()')
})

test('without a built worker (a development server) /sw.js is a 404, not a 500; once built, it is served', async () => {
  const clientDir = await builtDir(null)
  const serve = createServiceWorkerScript({
    clientDir,
    enabled: true,
    getSiteFacts: async () => facts,
  })
  const answer = await serve()
  expect(answer.status).toBe(404)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  // A build in place writes it a little later: the next request finds it.
  await writeFile(join(clientDir, 'sw.js'), '/* built */')
  expect((await serve()).status).toBe(200)
})

test('a browser that has the same worker gets a 304; a changed worker is sent whole', async () => {
  const dir = await builtDir('/* built */')
  let timeZone = 'America/Chicago'
  const serve = createServiceWorkerScript({
    clientDir: dir,
    enabled: true,
    getSiteFacts: async () => ({ tenant: 'demo', timeZone }),
  })
  const first = await serve()
  const etag = first.headers.get('etag')
  expect(etag).toMatch(/^W\/".+"$/)
  const again = await serve(etag)
  expect(again.status).toBe(304)
  expect(again.headers.get('etag')).toBe(etag)
  expect(again.headers.get('cache-control')).toBe('no-cache')
  expect(await again.text()).toBe('')
  // A proxy may drop the weak mark; a list of tags is read too.
  expect((await serve(`"other", ${etag!.slice(2)}`)).status).toBe(304)
  // The site's facts are part of the worker: a new time zone is a new worker.
  timeZone = 'America/Denver'
  const changed = await serve(etag)
  expect(changed.status).toBe(200)
  expect(changed.headers.get('etag')).not.toBe(etag)
})
