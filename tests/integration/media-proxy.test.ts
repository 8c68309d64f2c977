import { beforeAll, expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'

import { proxyMedia } from '../../apps/web/server/proxy-media'

import { openProviderProcess } from './provider-process'

// The website's /media proxy in front of a real reference-provider process: a podcast episode's
// audio as an <audio> element asks for it (a byte range), an all-access video and its WebVTT
// tracks as the showcase embed's <video> and <track> ask for them, and a traversal attempt.
const provider = openProviderProcess()
let audioPath: string
let video: { videoUrl: string; captionsUrl: string; descriptionsUrl: string }

beforeAll(async () => {
  const client = createProviderClient({ baseUrl: provider.baseUrl, tenant: 'demo', cache: false })
  const episodes = await client.loadPodcastEpisodes({ pageIndex: 0, pageSize: 10 })
  if (episodes.status !== 'ok') throw new Error(`episodes answered ${episodes.status}`)
  const url = episodes.value.items.find((episode) => episode.audio)?.audio?.url
  if (!url) throw new Error('no episode with audio')
  audioPath = url
  const library = await client.loadAllAccessVideos({ pageIndex: 0, pageSize: 20 })
  if (library.status !== 'ok') throw new Error(`all-access answered ${library.status}`)
  const item = library.value.items.find(
    (entry) => entry.videoUrl && entry.captionsUrl && entry.descriptionsUrl,
  )
  if (!item?.videoUrl || !item.captionsUrl || !item.descriptionsUrl) {
    throw new Error('no captioned and described video')
  }
  video = {
    videoUrl: item.videoUrl,
    captionsUrl: item.captionsUrl,
    descriptionsUrl: item.descriptionsUrl,
  }
})

const viaWebsite = (target: string, headers: Record<string, string> = {}) =>
  proxyMedia(new Request(`http://site.test${target}`, { headers }), {
    target,
    providerUrl: provider.baseUrl,
    tenant: 'demo',
  })

test('a Range request for an episode’s audio is a 206 with those bytes', async () => {
  const whole = await viaWebsite(audioPath)
  expect(whole.status).toBe(200)
  expect(whole.headers.get('content-type')).toBe('audio/mpeg')
  expect(whole.headers.get('accept-ranges')).toBe('bytes')
  const bytes = new Uint8Array(await whole.arrayBuffer())
  // An MPEG audio frame's sync bits.
  expect([bytes[0], (bytes[1] ?? 0) >>> 5]).toEqual([0xff, 0b111])

  const part = await viaWebsite(audioPath, { range: 'bytes=8-15' })
  expect(part.status).toBe(206)
  expect(part.headers.get('content-range')).toBe(`bytes 8-15/${bytes.length}`)
  expect(part.headers.get('content-length')).toBe('8')
  expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(8, 16))
})

test('a range past the end is the provider’s 416', async () => {
  const response = await viaWebsite(audioPath, { range: 'bytes=99999999-' })
  expect(response.status).toBe(416)
  expect(response.headers.get('content-range')).toMatch(/^bytes \*\/\d+$/)
})

test('a traversal attempt or an unknown file is a 404, never the provider’s JSON', async () => {
  for (const target of [
    '/media/demo/../../api/v2/Sports',
    '/media/demo/podcasts/%2e%2e/%2e%2e/health',
    '/media/demo/podcasts%2Fsecret.mp3',
    '/media/demo/podcasts/no-such-episode.mp3',
  ]) {
    const response = await viaWebsite(target)
    expect(response.status, target).toBe(404)
    expect(await response.text(), target).toBe('Not found')
  }
})

test('an all-access video’s captions and descriptions are WebVTT, kept for an hour', async () => {
  for (const path of [video.captionsUrl, video.descriptionsUrl]) {
    const response = await viaWebsite(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type'), path).toBe('text/vtt; charset=utf-8')
    expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=\d+/)
    expect(await response.text(), path).toMatch(/^WEBVTT/)
  }
})

test('a video is read by ranges as a <video> seeks it: 206, and 416 past its end', async () => {
  const head = await viaWebsite(video.videoUrl, { range: 'bytes=0-3' })
  expect(head.status).toBe(206)
  expect(head.headers.get('content-type')).toBe('video/webm')
  // The EBML magic number every WebM file starts with.
  expect([...new Uint8Array(await head.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
  const size = Number(head.headers.get('content-range')?.split('/')[1])
  expect(size).toBeGreaterThan(100_000)

  const tail = await viaWebsite(video.videoUrl, { range: `bytes=${size - 10}-` })
  expect(tail.status).toBe(206)
  expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
  expect((await tail.arrayBuffer()).byteLength).toBe(10)

  const beyond = await viaWebsite(video.videoUrl, { range: `bytes=${size}-` })
  expect(beyond.status).toBe(416)
  expect(beyond.headers.get('content-range')).toBe(`bytes */${size}`)
})
