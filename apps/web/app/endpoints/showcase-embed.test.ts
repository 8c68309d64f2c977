import { beforeEach, expect, test } from 'vitest'

import type { Loaded } from '@fieldhouse/provider-client/loaded'
import type { AllAccessVideo } from '@fieldhouse/provider-client/all-access'

import type { Cue } from '~/components/media/text-track.server'

import { createEmbedLoader } from './showcase-embed'
import { CAPTION_CUES, allAccessVideo } from './showcase-embed/fixtures'

const calls = {
  video: null as unknown,
  tracks: new Map<string, unknown>(),
  asked: [] as string[],
}

// Passed in, not mocked: unit tests share one module cache per worker (vitest.config.ts).
const loader = createEmbedLoader({
  loadAllAccessVideo: async (id: string) => {
    calls.asked.push(id)
    return calls.video as Loaded<AllAccessVideo>
  },
  loadTextTrack: async (path: string) => (calls.tracks.get(path) ?? null) as Cue[] | null,
})

const embed = (query: string) =>
  loader({ request: new Request(`http://site.test/showcase/embed.aspx${query}`) })
const answer = (loaded: Loaded<AllAccessVideo>) => {
  calls.video = loaded
}

beforeEach(() => {
  calls.asked = []
  calls.tracks.clear()
  answer({ status: 'ok', value: allAccessVideo() })
})

test.each(['?archive=', '?archive=%3Cscript%3E', '?archive=a/b', '?archive=15101.5'])(
  'a malformed archive id (%s) is the site’s 404 page, never asked of the provider',
  async (query) => {
    const response = await embed(query)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(
      `/404?path=${encodeURIComponent(`/showcase/embed.aspx${query}`)}`,
    )
    expect(calls.asked).toEqual([])
  },
)

test('an archive id the provider does not know is the 404 page too', async () => {
  answer({ status: 'missing' })
  const response = await embed('?archive=999999')
  expect(response.status).toBe(302)
  expect(response.headers.get('location')).toMatch(/^\/404\?path=/)
  expect(calls.asked).toEqual(['999999'])
})

test('a provider that fails is a 503 page to try again, not kept', async () => {
  answer({ status: 'unavailable' })
  const response = await embed('?archive=15101')
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(await response.text()).toContain('<h1>Video temporarily unavailable</h1>')
})

test('a video plays from the site’s own /media, its parsed tracks allowed by the policy', async () => {
  calls.tracks.set('/media/demo/videos/opener.captions.vtt', CAPTION_CUES)
  const response = await embed('?archive=15101&autoplay=true&controls=false')
  expect(response.status).toBe(200)
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(policy).toContain("media-src 'self'")
  expect(policy).toMatch(/script-src 'sha256-[^']+'/)
  const html = await response.text()
  expect(html).toContain('<track kind="captions"')
  // The descriptions file did not parse: left out.
  expect(html).not.toContain('<track kind="descriptions"')
  expect(html).toContain(' controls playsinline autoplay muted ')
  expect(html).toContain('<script type="application/ld+json">{"@context":"https://schema.org"')
  expect(html).toContain('\\u003cOwls>')
  expect(html).toContain('<meta name="description" content="Highlights of the season opener')
})

test('a locked video has no player, no media and no script on its page', async () => {
  const video = allAccessVideo()
  answer({
    status: 'ok',
    value: { ...video, access: { ...video.access, free: false, authorized: false } },
  })
  const response = await embed('?archive=15101')
  expect(response.status).toBe(200)
  const policy = response.headers.get('content-security-policy') ?? ''
  expect(policy).not.toContain('media-src')
  expect(policy).not.toContain('script-src')
  const html = await response.text()
  expect(html).not.toContain('<video')
  expect(html).toContain('<strong>Locked. </strong>')
  expect(response.headers.get('x-robots-tag')).toBe('noindex')
})

test('an Endeavor id keeps its sentence; a YouTube id its player', async () => {
  const endeavor = await (await embed('?endeavor=4211')).text()
  expect(endeavor).toContain('This Endeavor video (4211) plays on')
  const youtube = await embed('?youtube=dQw4w9WgXcQ&archive=15101')
  expect(await youtube.text()).toContain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  expect(calls.asked).toEqual([])
})

test('the canonical address is the embed’s own, whatever case the visitor typed', async () => {
  const response = await loader({
    request: new Request('http://site.test/Showcase/EMBED.aspx?archive=15101&autoplay=true'),
  })
  expect(await response.text()).toMatch(
    /<link rel="canonical" href="[^"]*\/showcase\/embed\.aspx\?archive=15101">/,
  )
})

test('a playable video is a page for search engines; the 503 says noindex', async () => {
  const playable = await embed('?archive=15101')
  expect(playable.headers.get('x-robots-tag')).toBeNull()
  expect(await playable.text()).not.toContain('<meta name="robots"')
  answer({ status: 'unavailable' })
  const down = await embed('?archive=15101')
  expect(down.headers.get('x-robots-tag')).toBe('noindex')
})
