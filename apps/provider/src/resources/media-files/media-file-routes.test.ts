import { expect, test } from 'vitest'
import { DEMO_VIDEOS } from '../../seed/media/demo-media/manifest'
import { openTestApp } from '../../test-support/make-test-app'

// The demo videos (issue 35) through /media/{tenant}/...: both tenants have every file with its
// type, and a video seeks as podcast audio does (serve-bytes.ts): 206 for a range, 416 past the
// end.

const provider = openTestApp()
const [first] = DEMO_VIDEOS

test.each(['demo', 'lakeside'])(
  '%s serves each demo video, poster and text track with its type',
  async (tenant) => {
    for (const video of DEMO_VIDEOS) {
      const stem = `/media/${tenant}/videos/${video.slug}`
      const expected: [string, string | null][] = [
        [`${stem}.webm`, 'video/webm'],
        [`${stem}.jpg`, 'image/jpeg'],
        [`${stem}.captions.vtt`, video.captions ? 'text/vtt; charset=utf-8' : null],
        [`${stem}.descriptions.vtt`, video.descriptions ? 'text/vtt; charset=utf-8' : null],
      ]
      for (const [path, type] of expected) {
        const answer = await provider.app.request(path)
        expect([path, answer.status]).toEqual([path, type ? 200 : 404])
        if (type) expect(answer.headers.get('content-type')).toBe(type)
      }
    }
  },
)

test('a video answers a byte range with 206 and a range past its end with 416', async () => {
  const path = `/media/demo/videos/${first?.slug}.webm`
  const whole = Buffer.from(await (await provider.app.request(path)).arrayBuffer())
  expect(whole.readUInt32BE(0)).toBe(0x1a45dfa3) // EBML, the WebM container
  const ranged = (range: string) => provider.app.request(path, { headers: { range } })
  const part = await ranged('bytes=1000-4999')
  expect(part.status).toBe(206)
  expect(part.headers.get('content-type')).toBe('video/webm')
  expect(part.headers.get('accept-ranges')).toBe('bytes')
  expect(part.headers.get('content-range')).toBe(`bytes 1000-4999/${whole.length}`)
  expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(1000, 5000))
  const tail = await ranged(`bytes=${whole.length - 10}-`)
  expect(tail.status).toBe(206)
  expect(tail.headers.get('content-length')).toBe('10')
  const past = await ranged(`bytes=${whole.length}-${whole.length + 100}`)
  expect(past.status).toBe(416)
  expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`)
})

test('a caption file is the committed WebVTT', async () => {
  const answer = await provider.app.request(`/media/lakeside/videos/${first?.slug}.captions.vtt`)
  expect(answer.headers.get('cache-control')).toBe('public, max-age=3600')
  expect((await answer.text()).startsWith('WEBVTT\n\n1\n00:00:0')).toBe(true)
})
