import { readdirSync, readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

import { createProviderClient } from '@fieldhouse/provider-client/client'
import { createFakeFetch, createRecordingLogger } from '@fieldhouse/provider-client/fake-fetch'

import { createTextTrackLoader, parseTextTrack } from './text-track.server'

const DEMO = new URL('../../../../provider/src/seed/media/demo-media/podcasts/', import.meta.url)

const vtt = (...blocks: string[]) => ['WEBVTT', ...blocks].join('\n\n') + '\n'

test('a transcript parses into cues with their times, words and voices', async () => {
  const cues = await parseTextTrack(
    vtt(
      '1\n00:00:00.500 --> 00:00:02.000\n<v Casey Brooks>Welcome to\nthe show.</v>',
      '00:02.250 --> 00:04.000\n<v.loud Head Coach>Thanks.</v>',
      '00:04.000 --> 00:05.000\nNo voice here.',
    ),
  )
  expect(cues).toEqual([
    { start: 0.5, end: 2, text: 'Welcome to the show.', voice: 'Casey Brooks' },
    { start: 2.25, end: 4, text: 'Thanks.', voice: 'Head Coach' },
    { start: 4, end: 5, text: 'No voice here.', voice: null },
  ])
})

test('two voice spans in one cue are two cues with its times', async () => {
  expect(
    await parseTextTrack(vtt('00:01.000 --> 00:02.000\n<v A>Hi.</v> <v B>Hello.</v>')),
  ).toEqual([
    { start: 1, end: 2, text: 'Hi.', voice: 'A' },
    { start: 1, end: 2, text: 'Hello.', voice: 'B' },
  ])
})

test('cue text is text: character references decode to characters, never to markup', async () => {
  const cues = await parseTextTrack(vtt('00:01.000 --> 00:02.000\nFish &amp; chips &lt;b&gt;'))
  expect(cues?.[0]?.text).toBe('Fish & chips <b>')
})

test.each([
  ['empty', ''],
  ['a header with no cue', 'WEBVTT\n'],
  ['SubRip, not WebVTT', '1\n00:00:01,000 --> 00:00:02,000\nHello\n'],
  ['HTML', '<!doctype html><p>Not found</p>'],
  ['a broken timing line', vtt('00:01.000 --> later\nHello')],
  ['bold markup', vtt('00:01.000 --> 00:02.000\n<b>Hello</b>')],
  ['a class span', vtt('00:01.000 --> 00:02.000\n<c.yellow>Hello</c>')],
  ['markup inside a voice', vtt('00:01.000 --> 00:02.000\n<v A><i>Hello</i></v>')],
  ['a karaoke timestamp', vtt('00:01.000 --> 00:02.000\nHello <00:01.500>there')],
  // The tokenizer keeps an unknown tag's text and drops the tag: the source is checked too.
  ['a script tag', vtt('00:01.000 --> 00:02.000\n<script>alert(1)</script>')],
])('%s is null', async (_name, text) => {
  expect(await parseTextTrack(text)).toBeNull()
})

test('every demo podcast transcript parses, with speakers', async () => {
  const files = readdirSync(DEMO).filter((name) => name.endsWith('.transcript.vtt'))
  expect(files.length).toBeGreaterThan(0)
  for (const file of files) {
    const cues = await parseTextTrack(readFileSync(new URL(file, DEMO), 'utf8'))
    expect(cues?.length, file).toBeGreaterThan(1)
    expect(
      cues?.some((cue) => cue.voice !== null),
      file,
    ).toBe(true)
    expect(
      cues?.every((cue) => cue.text.length > 0 && !cue.text.includes('<')),
      file,
    ).toBe(true)
  }
})

function loaderFor(answer: () => Response, now?: () => number) {
  const calls: string[] = []
  const { fetch } = createFakeFetch(async (request) => {
    calls.push(new URL(request.url).pathname)
    return answer()
  })
  const provider = createProviderClient({
    baseUrl: 'http://provider.test',
    tenant: 'demo',
    fetch,
    logger: createRecordingLogger(),
    sleep: async () => undefined,
    cache: false,
  })
  const logger = createRecordingLogger()
  const load = createTextTrackLoader({
    loadMediaFile: (path, options) => provider.loadMediaFile(path, options),
    logger,
    now,
  })
  return { load, calls, logs: logger.records }
}

const vttResponse = (body: string) =>
  new Response(body, { headers: { 'content-type': 'text/vtt; charset=utf-8' } })

test('loadTextTrack reads the provider’s /media file and parses it', async () => {
  const { load, calls, logs } = loaderFor(() =>
    vttResponse(vtt('00:01.000 --> 00:02.000\n<v A>Hi.</v>')),
  )
  const path = '/media/demo/podcasts/a.transcript.vtt'
  expect(await load(path, new AbortController().signal)).toEqual([
    { start: 1, end: 2, text: 'Hi.', voice: 'A' },
  ])
  expect(calls).toEqual([path])
  expect(logs).toEqual([])
})

test('a bad file is null and logged once per path, not once per request', async () => {
  const { load, logs } = loaderFor(() =>
    vttResponse('WEBVTT\n\n00:01.000 --> 00:02.000\n<b>x</b>\n'),
  )
  const signal = new AbortController().signal
  for (let i = 0; i < 3; i += 1) {
    expect(await load('/media/demo/a.vtt', signal)).toBeNull()
  }
  expect(await load('/media/demo/b.vtt', signal)).toBeNull()
  expect(logs.map((record) => record.obj)).toEqual([
    { path: '/media/demo/a.vtt' },
    { path: '/media/demo/b.vtt' },
  ])
})

test('a missing file, another content type or a path off the provider is null', async () => {
  const signal = new AbortController().signal
  const missing = loaderFor(() => new Response('Not found', { status: 404 }))
  expect(await missing.load('/media/demo/gone.vtt', signal)).toBeNull()
  const html = loaderFor(
    () => new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }),
  )
  expect(await html.load('/media/demo/a.vtt', signal)).toBeNull()
  const outside = loaderFor(() => vttResponse(vtt('00:01.000 --> 00:02.000\nHi')))
  expect(await outside.load('/media/demo/../secret.vtt', signal)).toBeNull()
  expect(outside.calls).toEqual([])
})

test('a file read is kept ten minutes; a provider that fails is asked again', async () => {
  let clock = 0
  let failing = true
  const { load, calls } = loaderFor(
    () =>
      failing
        ? new Response('Bad gateway', { status: 502 })
        : vttResponse(vtt('00:01.000 --> 00:02.000\nHi.')),
    () => clock,
  )
  const signal = new AbortController().signal
  const path = '/media/demo/podcasts/a.transcript.vtt'
  expect(await load(path, signal)).toBeNull()
  failing = false
  expect(await load(path, signal)).toHaveLength(1)
  const asked = calls.length
  clock = 9 * 60_000
  expect(await load(path, signal)).toHaveLength(1)
  expect(calls.length).toBe(asked)
  clock = 11 * 60_000
  expect(await load(path, signal)).toHaveLength(1)
  expect(calls.length).toBeGreaterThan(asked)
})

test('visitors asking for one file at once share one read of it', async () => {
  const { load, calls } = loaderFor(() => vttResponse(vtt('00:01.000 --> 00:02.000\nHi.')))
  const signal = new AbortController().signal
  const path = '/media/demo/podcasts/b.transcript.vtt'
  const both = await Promise.all([load(path, signal), load(path, signal)])
  expect(both.map((cues) => cues?.length)).toEqual([1, 1])
  expect(calls).toEqual([path])
})
